import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  isChunkLoadError,
  RELOAD_STEADY_MS,
  reloadOnceForChunkError,
  reloadWhenOnline,
} from '../../../../src/app/pwa/chunk-reload.ts'

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1/assets/dashboard-page-Ab12.js',
)

beforeEach(() => sessionStorage.clear())

describe('a chunk that is gone after a deploy', () => {
  it('recognises the browsers’ chunk-load messages and nothing else', () => {
    expect(isChunkLoadError(chunkError)).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('reloads once onto the new build, and not a second time for the same build', () => {
    const reload = vi.fn()
    expect(reloadOnceForChunkError(chunkError, 'build A', sessionStorage, reload)).toBe(true)
    expect(reloadOnceForChunkError(chunkError, 'build A', sessionStorage, reload)).toBe(false)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('may reload again once the page runs another build', () => {
    const reload = vi.fn()
    reloadOnceForChunkError(chunkError, 'build A', sessionStorage, reload)
    reloadOnceForChunkError(chunkError, 'build B', sessionStorage, reload)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload for an ordinary error', () => {
    const reload = vi.fn()
    expect(reloadOnceForChunkError(new Error('boom'), 'build A', sessionStorage, reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('a chunk missing while offline', () => {
  function fakeWindow(onLine: boolean) {
    const events = new EventTarget()
    const reload = vi.fn()
    const timers: Array<{ run: () => void; ms: number }> = []
    const win = {
      navigator: { onLine },
      location: { reload },
      addEventListener: (type: 'online', listener: () => void, options: { once: true }) =>
        events.addEventListener(type, listener, options),
      setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    }
    /** Runs the next timer; answers its delay. */
    const later = () => {
      const timer = timers.shift()
      timer?.run()
      return timer?.ms
    }
    return { win, reload, events, later }
  }

  it('reloads at once when online (a deploy removed the chunk)', () => {
    const { win, reload } = fakeWindow(true)
    expect(reloadOnceForChunkError(chunkError, 'build A', sessionStorage, reloadWhenOnline(win))).toBe(true)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('waits until the network is back and has held, and reloads once however many chunks failed', () => {
    const { win, reload, events, later } = fakeWindow(false)
    reloadOnceForChunkError(chunkError, 'build A', sessionStorage, reloadWhenOnline(win))
    reloadOnceForChunkError(chunkError, 'build A', sessionStorage, reloadWhenOnline(win))
    win.navigator.onLine = true
    events.dispatchEvent(new Event('online'))
    events.dispatchEvent(new Event('online'))
    expect(reload).not.toHaveBeenCalled()
    expect(later()).toBe(RELOAD_STEADY_MS)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('stays on a network that came back for a moment, and waits for it to come back again', () => {
    const { win, reload, events, later } = fakeWindow(false)
    reloadWhenOnline(win)()
    win.navigator.onLine = true
    events.dispatchEvent(new Event('online'))
    win.navigator.onLine = false
    expect(later()).toBe(RELOAD_STEADY_MS)
    expect(reload).not.toHaveBeenCalled()
    win.navigator.onLine = true
    events.dispatchEvent(new Event('online'))
    later()
    expect(reload).toHaveBeenCalledOnce()
  })
})
