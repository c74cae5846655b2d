/** How long a failed load waits before trying again when no `online` event comes (the server was down). */
export const RETRY_LOAD_MS = 30_000

type OnlineEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>

/**
 * Loads a lazy chunk, and loads it again when the browser is back online (or after 30 s) if it failed:
 * a first visit that loses the network before the service worker cached the app would otherwise keep
 * a rejected import for the life of the page, and never sign in or sync until a reload (chaos seed
 * 100307: a device whose tab never started its sync worker). Resolves once a load succeeds.
 */
export function retryWhenOnline<T>(
  load: () => Promise<T>,
  events: OnlineEvents = window,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): Promise<T> {
  return new Promise((resolve) => {
    const attempt = () => {
      load().then(resolve, () => {
        const again = () => {
          events.removeEventListener('online', again)
          timers.clearTimeout(timer)
          attempt()
        }
        const timer = timers.setTimeout(again, RETRY_LOAD_MS)
        events.addEventListener('online', again)
      })
    }
    attempt()
  })
}
