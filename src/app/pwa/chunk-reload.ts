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

type ReloadingWindow = {
  navigator: Pick<Navigator, 'onLine'>
  location: Pick<Location, 'reload'>
  addEventListener(type: 'online', listener: () => void, options: { once: true }): void
  setTimeout(run: () => void, ms: number): unknown
}

/** How long the network must have been back before an offline page is left for the reload. */
export const RELOAD_STEADY_MS = 2_000

/**
 * The reload for a missing chunk: at once when online, and offline only once the network is back and
 * has held for `RELOAD_STEADY_MS`. Offline, a chunk is missing because the service worker had not
 * cached it yet (a tab opened moments before the network went), not because a deploy removed it;
 * reloading then lands on the browser's own offline page when the page itself is not cached either,
 * and so does a reload at the first `online` of a network that came back for a moment. Meanwhile the screen's error boundary says what could not load.
 */
export function reloadWhenOnline(win: ReloadingWindow): () => void {
  const attempt = () => {
    if (win.navigator.onLine) win.location.reload()
    else win.addEventListener('online', () => win.setTimeout(attempt, RELOAD_STEADY_MS), { once: true })
  }
  return attempt
}

/**
 * Vite's own signal for a failed dynamic import preload. Not prevented on purpose: preventing makes
 * the import resolve to undefined and React reports a confusing "reading 'default'" error instead.
 */
export function listenForChunkErrors(currentId: string): void {
  window.addEventListener('vite:preloadError', (event) => {
    reloadOnceForChunkError(event.payload, currentId, sessionStorage, reloadWhenOnline(window))
  })
}
