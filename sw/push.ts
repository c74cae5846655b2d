/// <reference lib="webworker" />

/**
 * Web Push in the service worker (002 §4 push): a push shows a notification, a tap opens the
 * screen the push names. Kept apart from the worker's wiring so it is tested with fakes.
 */

/** What the server's push-notify function sends (JSON). */
export interface PushPayload {
  title: string
  body: string
  /** A path of this app, e.g. /app/yelroom?room=julius. */
  url: string
  tag?: string
}

export const DEFAULT_PUSH: PushPayload = { title: 'JUL', body: 'You have a new update.', url: '/app/home' }

/** The notification's large icon, and the monochrome mark Android shows in the status bar. */
export const PUSH_ICON = '/pwa-192x192.png'
export const PUSH_BADGE = '/badge-96x96.png'

/** Only paths of this app are opened, so a push can never send the member to another site. */
export function safeAppPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return DEFAULT_PUSH.url
  return url
}

export function parsePushPayload(data: { json(): unknown; text(): string } | null): PushPayload {
  if (!data) return DEFAULT_PUSH
  let value: unknown
  try {
    value = data.json()
  } catch {
    const text = data.text()
    return text ? { ...DEFAULT_PUSH, body: text } : DEFAULT_PUSH
  }
  if (!value || typeof value !== 'object') return DEFAULT_PUSH
  const record = value as Record<string, unknown>
  const text = (key: string, fallback: string) =>
    typeof record[key] === 'string' && record[key] ? (record[key] as string) : fallback
  return {
    title: text('title', DEFAULT_PUSH.title),
    body: text('body', DEFAULT_PUSH.body),
    url: safeAppPath(record.url),
    ...(typeof record.tag === 'string' ? { tag: record.tag } : {}),
  }
}

export function showPush(
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>,
  payload: PushPayload,
) {
  return registration.showNotification(payload.title, {
    body: payload.body,
    icon: PUSH_ICON,
    badge: PUSH_BADGE,
    data: { url: payload.url },
    ...(payload.tag ? { tag: payload.tag } : {}),
  })
}

type SubscriptionChange = Pick<PushSubscriptionChangeEvent, 'oldSubscription' | 'newSubscription'>

/**
 * The browser rotated or dropped the push subscription (`pushsubscriptionchange`): take the new one, or
 * subscribe again with the old one's options (its VAPID key), so pushes do not stop silently. The
 * subscription's row is written by the page (the queue lives there): every open window is told now, and
 * the app checks again at its next start if none is open.
 */
export async function renewSubscription(
  registration: { pushManager: Pick<PushManager, 'subscribe'> },
  clients: Pick<Clients, 'matchAll'>,
  event: SubscriptionChange,
  message: string,
): Promise<PushSubscription | null> {
  const options = event.oldSubscription?.options
  const renewed =
    event.newSubscription ??
    (options?.applicationServerKey
      ? await registration.pushManager
          .subscribe({ userVisibleOnly: true, applicationServerKey: options.applicationServerKey })
          .catch(() => null)
      : null)
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const client of windows) client.postMessage({ type: message })
  return renewed
}

type WindowLike = Pick<WindowClient, 'url' | 'focus' | 'navigate'>
export interface ClientsLike {
  matchAll(options: ClientQueryOptions): Promise<readonly Pick<Client, 'url'>[]>
  openWindow(url: string): Promise<unknown>
}

function isWindow(client: Pick<Client, 'url'>): client is WindowLike {
  return 'focus' in client && 'navigate' in client
}

/** A tap focuses an open window of the app and takes it to the push's screen, or opens a new one. */
export async function openFromNotification(
  clients: ClientsLike,
  data: unknown,
  origin: string,
): Promise<void> {
  const path = safeAppPath(data && typeof data === 'object' && 'url' in data ? data.url : null)
  const target = new URL(path, origin).href
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.filter(isWindow).find((client) => new URL(client.url).origin === origin)
  if (!open) {
    await clients.openWindow(target)
    return
  }
  await open.focus()
  await open.navigate(target).catch(() => clients.openWindow(target))
}
