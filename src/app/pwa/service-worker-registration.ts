import { updateStore } from './update-store.ts'

/** How often an open tab asks the server for a new build, besides on every navigation and focus. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/**
 * Registers the worker built from `sw/service-worker.ts`. A new version never takes over by itself:
 * it waits, the prompt offers Reload, and only then it skips waiting and the page reloads onto it, so
 * a page never runs old code against a new worker's caches. workbox-window loads after the first render:
 * registration never has to come before the first paint.
 */
export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox('/service-worker.js')
  workbox.addEventListener('waiting', () => {
    updateStore.set({
      applyUpdate: () => {
        workbox.addEventListener('controlling', () => window.location.reload())
        workbox.messageSkipWaiting()
      },
    })
  })
  const checkForUpdate = () => {
    if (navigator.onLine) void workbox.update().catch(() => undefined)
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate()
  })
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS)
  void workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error))
}
