import { describe, expect, it, vi } from 'vitest'
import { RETRY_LOAD_MS, retryWhenOnline } from '../../../src/app/retry-when-online.ts'

/** A chunk import that fails the first `failures` times, as offline on a first visit. */
function flakyLoad(failures: number) {
  let calls = 0
  const load = vi.fn(async () => {
    calls += 1
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module')
    return 'sync-connection'
  })
  return load
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('a lazy chunk that failed to load', () => {
  it('is loaded again once the browser is back online, so the page still starts syncing', async () => {
    const events = new EventTarget()
    const load = flakyLoad(1)
    let loaded: string | null = null
    void retryWhenOnline(load, events as unknown as Window).then((value) => {
      loaded = value
    })
    await settle()
    expect(loaded).toBeNull()
    events.dispatchEvent(new Event('online'))
    await settle()
    expect(loaded).toBe('sync-connection')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('is tried again after a while when no online event comes (the server, not the device, was down)', async () => {
    vi.useFakeTimers()
    try {
      const load = flakyLoad(2)
      const loading = retryWhenOnline(load, new EventTarget() as unknown as Window)
      await vi.advanceTimersByTimeAsync(RETRY_LOAD_MS * 2)
      expect(await loading).toBe('sync-connection')
      expect(load).toHaveBeenCalledTimes(3)
    } finally {
      vi.useRealTimers()
    }
  })
})
