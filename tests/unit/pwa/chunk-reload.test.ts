import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  isChunkLoadError,
  reloadOnceForChunkError,
  reloadWhenOnline,
} from '../../../src/features/pwa/chunk-reload.ts'

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

describe('a chunk missing while offline (seed 100862)', () => {
  function fakeWindow(onLine: boolean) {
    const events = new EventTarget()
    const reload = vi.fn()
    return {
      reload,
      events,
      win: {
        navigator: { onLine },
        location: { reload },
        addEventListener: (type: 'online', listener: () => void, options: { once: true }) =>
          events.addEventListener(type, listener, options),
      },
    }
  }

  it('reloads at once when online', () => {
    const { win, reload } = fakeWindow(true)
    expect(reloadOnceForChunkError(chunkError, 'build A', sessionStorage, reloadWhenOnline(win))).toBe(true)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('waits for the network before reloading, and reloads once however many chunks failed', () => {
    const { win, reload, events } = fakeWindow(false)
    reloadOnceForChunkError(chunkError, 'build A', sessionStorage, reloadWhenOnline(win))
    reloadOnceForChunkError(chunkError, 'build A', sessionStorage, reloadWhenOnline(win))
    expect(reload).not.toHaveBeenCalled()
    events.dispatchEvent(new Event('online'))
    events.dispatchEvent(new Event('online'))
    expect(reload).toHaveBeenCalledOnce()
  })
})
