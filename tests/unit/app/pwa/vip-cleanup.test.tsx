import { render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useVipCleanup } from '../../../../src/app/pwa/use-vip-cleanup.ts'
import { cleanUpForVip, isVipPath } from '../../../../src/app/pwa/vip-cleanup.ts'

const unregister = vi.fn(async () => true)
const deleted: string[] = []

beforeEach(() => {
  unregister.mockClear()
  deleted.length = 0
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistrations: async () => [{ unregister }, { unregister }] },
    configurable: true,
  })
  vi.stubGlobal('caches', {
    keys: async () => ['workbox-precache-v2', 'jul-public-images'],
    delete: async (name: string) => deleted.push(name) > 0,
  })
})

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
  vi.unstubAllGlobals()
})

function VipRoute() {
  useVipCleanup()
  return <h1>VIP</h1>
}

describe('/vip clears service workers and caches (000 §4.6)', () => {
  it('recognises /vip and nothing else', () => {
    expect(isVipPath('/vip')).toBe(true)
    expect(isVipPath('/vip/')).toBe(true)
    expect(isVipPath('/vipers')).toBe(false)
    expect(isVipPath('/admin')).toBe(false)
  })

  it('unregisters every worker and deletes every cache, leaving IndexedDB and local storage alone', async () => {
    localStorage.setItem('pending_sync_data', '[{"id":"e1"}]')
    const request = indexedDB.open('jul-vip-probe')
    await new Promise((resolve) => {
      request.onsuccess = resolve
    })
    request.result.close()

    await cleanUpForVip()

    expect(unregister).toHaveBeenCalledTimes(2)
    expect(deleted).toEqual(['workbox-precache-v2', 'jul-public-images'])
    expect(localStorage.getItem('pending_sync_data')).toBe('[{"id":"e1"}]')
    expect((await indexedDB.databases()).map((info) => info.name)).toContain('jul-vip-probe')
  })

  it('cleans up again when the app navigates to /vip without a reload', async () => {
    render(<VipRoute />)
    await vi.waitFor(() => expect(unregister).toHaveBeenCalled())
    expect(deleted).toContain('workbox-precache-v2')
  })
})
