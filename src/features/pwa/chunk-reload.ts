/** Session-storage flag: which build has already been reloaded once because of a missing chunk. */
export const CHUNK_RELOAD_KEY = 'jul-chunk-reload'

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
]

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message))
}

/**
 * After a deploy an open tab may ask for a chunk the server no longer has. Reloading brings the new
 * build; doing it only once per build stops a loop when the chunk is missing for another reason.
 * Returns whether a reload was started.
 */
export function reloadOnceForChunkError(
  error: unknown,
  currentId: string,
  session: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
): boolean {
  if (!isChunkLoadError(error)) return false
  if (session.getItem(CHUNK_RELOAD_KEY) === currentId) return false
  session.setItem(CHUNK_RELOAD_KEY, currentId)
  reload()
  return true
}

/**
 * Vite's own signal for a failed dynamic import preload. Not prevented on purpose: preventing makes
 * the import resolve to undefined and React reports a confusing "reading 'default'" error instead.
 */
export function listenForChunkErrors(currentId: string): void {
  window.addEventListener('vite:preloadError', (event) => {
    reloadOnceForChunkError(event.payload, currentId, sessionStorage, () => window.location.reload())
  })
}
