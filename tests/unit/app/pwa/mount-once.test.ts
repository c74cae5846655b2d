import { describe, expect, it, vi } from 'vitest'
import { mountOnce } from '../../../../src/app/pwa/mount-once.ts'

describe('only one app instance is mounted (000 §4.6)', () => {
  it('mounts the first time and refuses every later attempt on the same root', () => {
    const root = document.createElement('div')
    const mount = vi.fn()
    expect(mountOnce(root, mount)).toBe(true)
    expect(mountOnce(root, mount)).toBe(false)
    expect(mount).toHaveBeenCalledOnce()
  })
})
