/// <reference lib="webworker" />

import type { WorkboxPlugin } from 'workbox-core'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import type { PrecacheEntry } from 'workbox-precaching'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { runBackgroundUploads } from '../sync/public/background-uploads.ts'
import {
  ASSET_CLASS,
  type AssetClass,
  classifyRequest,
  navigationDocument,
  RUNTIME_CACHES,
} from './asset-class.ts'
import { drainInBackground } from './background-sync.ts'
import { PDF_FONT_PREFIX, PUSH_SUBSCRIPTION_CHANGED, SHARE_TARGET } from './file-routes.ts'
import { MOBILE_SHELL_PATH, SHELL_PATH, SW_MESSAGE, SYNC_TAG } from './protocol.ts'
import { openFromNotification, parsePushPayload, renewSubscription, showPush } from './push.ts'
import { keepShare } from './share-target.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first install has no page to strand; later versions wait for the user's Reload (see SKIP_WAITING).
clientsClaim()

// `/` is the precached index.html itself (the home page, prerendered at build time); the mobile shell's
// addresses get its document with the splash prerendered, every other navigation the empty shell.
const shell = createHandlerBoundToURL(SHELL_PATH)
const mobileShell = createHandlerBoundToURL(MOBILE_SHELL_PATH)
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && navigationDocument(url.pathname) !== null,
  (options) =>
    (navigationDocument(options.url.pathname) === MOBILE_SHELL_PATH ? mobileShell : shell)(options),
)

// Something shared into the app from another one (the manifest's share_target): kept here, then Quick Add.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SHARE_TARGET.path,
  ({ request }) => keepShare(request),
  'POST',
)

function routeFor(assetClass: Exclude<AssetClass, typeof ASSET_CLASS.api | typeof ASSET_CLASS.other>) {
  return ({ url, request }: { url: URL; request: Request }) =>
    classifyRequest(url, request.destination, url.origin === self.location.origin) === assetClass
}

/**
 * Workbox declares its plugin hooks as `T | undefined` properties, which `exactOptionalPropertyTypes`
 * refuses against the optional `WorkboxPlugin` hooks; the object is the same at runtime.
 */
const expiration = (limits: { maxEntries: number; maxAgeSeconds: number }): WorkboxPlugin =>
  new ExpirationPlugin({ ...limits, purgeOnQuotaError: true }) as WorkboxPlugin

registerRoute(
  routeFor(ASSET_CLASS.publicImage),
  new StaleWhileRevalidate({
    cacheName: RUNTIME_CACHES.publicImages.name,
    plugins: [expiration(RUNTIME_CACHES.publicImages)],
  }),
)
registerRoute(
  routeFor(ASSET_CLASS.font),
  new CacheFirst({ cacheName: RUNTIME_CACHES.fonts.name, plugins: [expiration(RUNTIME_CACHES.fonts)] }),
)
registerRoute(
  routeFor(ASSET_CLASS.staticImage),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.staticImages.name,
    plugins: [expiration(RUNTIME_CACHES.staticImages)],
  }),
)

// The PDF export's font slices that are not precached (Chinese): fetched with fetch(), so no asset class.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(PDF_FONT_PREFIX),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.pdfFonts.name,
    plugins: [expiration(RUNTIME_CACHES.pdfFonts)],
  }),
)

self.addEventListener('message', (event) => {
  if (event.data?.type === SW_MESSAGE.skipWaiting) void self.skipWaiting()
})

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(drainInBackground(self.clients, () => runBackgroundUploads()))
})

// Web Push: show the notification; a tap opens the screen it names.
self.addEventListener('push', (event) => {
  event.waitUntil(showPush(self.registration, parsePushPayload(event.data)))
})

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewSubscription(self.registration, self.clients, event, PUSH_SUBSCRIPTION_CHANGED))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(openFromNotification(self.clients, event.notification.data, self.location.origin))
})
