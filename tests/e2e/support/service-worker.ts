import type { CDPSession, Page } from '@playwright/test'

/**
 * The app's service worker registration id as DevTools sees it from any tab of the browser context (for
 * `ServiceWorker.dispatchSyncEvent` and `deliverPushMessage`); `origin` picks the app's among others.
 */
export function serviceWorkerRegistration(cdp: CDPSession, origin: string): Promise<string> {
  return new Promise((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin))
      if (ours) resolve(ours.registrationId)
    })
    void cdp.send('ServiceWorker.enable')
  })
}

/** The Background Sync tags the page's service worker registration holds (Chromium only). */
export function backgroundSyncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> }
    }
    return registration.sync.getTags()
  })
}
