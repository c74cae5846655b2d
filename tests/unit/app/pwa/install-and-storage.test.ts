import { afterEach, describe, expect, it } from 'vitest'
import { DEVICE_DATA_KEY, EVICTED_KEY, noticeEvictedData } from '../../../../src/app/pwa/eviction-check.ts'
import { installState, isAppleMobile } from '../../../../src/app/pwa/install-rules.ts'
import {
  formatBytes,
  PERSISTENCE_KEY,
  requestPersistentStorage,
  storageReport,
} from '../../../../src/app/pwa/storage-persistence.ts'
import { INSTALL_TEXTS } from '../../../../src/app/pwa/texts.ts'
import { DATABASE_NAME } from '../../../../sync/db/name.ts'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1'
const IPAD =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15'
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'
const context = {
  standalone: false,
  promptKept: false,
  installedHere: false,
  userAgent: CHROME,
  maxTouchPoints: 0,
}

describe('what the device card offers for installing', () => {
  it('an Install button where the browser offered it, nothing to do once installed', () => {
    expect(installState({ ...context, promptKept: true })).toBe('available')
    expect(installState({ ...context, promptKept: true, standalone: true })).toBe('installed')
    expect(installState({ ...context, installedHere: true })).toBe('installed')
    expect(installState(context)).toBe('unavailable')
  })

  it('the Add to Home Screen hint on iPhone and on an iPad that calls itself a Mac', () => {
    expect(isAppleMobile(IPHONE, 5)).toBe(true)
    expect(isAppleMobile(IPAD, 5)).toBe(true)
    expect(isAppleMobile(IPAD, 0)).toBe(false)
    expect(installState({ ...context, userAgent: IPHONE, maxTouchPoints: 5 })).toBe('ios-hint')
    expect(INSTALL_TEXTS.iosHint).toContain('Add to Home Screen')
  })
})

function fakeStorage(answer: boolean, already = false) {
  let asked = 0
  return {
    asked: () => asked,
    persisted: async () => already,
    persist: async () => {
      asked += 1
      return answer
    },
    estimate: async () => ({ usage: 12_345_678, quota: 2_000_000_000 }),
  }
}

describe('durable storage', () => {
  afterEach(() => localStorage.clear())

  it('asks the browser once when storage is not yet kept, and remembers the answer', async () => {
    const refusing = fakeStorage(false)
    expect(await requestPersistentStorage(refusing)).toBe('refused')
    expect(localStorage.getItem(PERSISTENCE_KEY)).toBe('refused')
    const kept = fakeStorage(false, true)
    expect(await requestPersistentStorage(kept)).toBe('granted')
    expect(kept.asked()).toBe(0)
    expect(await requestPersistentStorage(null)).toBe('unsupported')
  })

  it('reports whether storage is kept and how much is used', async () => {
    expect(await storageReport(fakeStorage(true, true))).toEqual({
      persisted: true,
      usage: 12_345_678,
      quota: 2_000_000_000,
    })
    expect(formatBytes(12_345_678)).toBe('12 MB')
    expect(formatBytes(2_000_000_000)).toBe('2.0 GB')
    expect(formatBytes(512)).toBe('512 bytes')
  })

  it('notices a device that held synced data and whose database the browser has since cleared', async () => {
    const databases = (names: string[]) => ({ databases: async () => names.map((name) => ({ name })) })
    await noticeEvictedData(databases([]) as unknown as IDBFactory)
    expect(localStorage.getItem(EVICTED_KEY)).toBeNull()

    localStorage.setItem(DEVICE_DATA_KEY, '1')
    await noticeEvictedData(databases([DATABASE_NAME]) as unknown as IDBFactory)
    expect(localStorage.getItem(EVICTED_KEY)).toBeNull()

    await noticeEvictedData(databases(['something-else']) as unknown as IDBFactory)
    expect(localStorage.getItem(EVICTED_KEY)).not.toBeNull()
    expect(localStorage.getItem(DEVICE_DATA_KEY)).toBeNull()
  })
})
