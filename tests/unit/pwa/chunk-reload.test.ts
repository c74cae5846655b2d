import { beforeEach, describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadOnceForChunkError } from '../../../src/features/pwa/chunk-reload.ts'

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
