import type { SyncClient } from '../../../sync/client.ts'
import type { InvokeFunction } from '../../data/functions.ts'
import { applicationServerKey, PUSH_ENDPOINT_KEY, PUSH_PLATFORM, planDeviceToken } from './push-rules.ts'

// This device's Web Push subscription and its row in push_notification_tokens: subscribe, store the
// subscription through the queue (one row per device), drop the row of a subscription the browser has
// rotated. Used by the Enable button and by the check at start and after `pushsubscriptionchange`.

const SW_READY_TIMEOUT_MS = 10_000

export function pushSupported(): boolean {
  return 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window
}

export async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the app has not finished installing')), SW_READY_TIMEOUT_MS),
    ),
  ])
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await readyRegistration()).pushManager.getSubscription()
}

/** The browser's subscription, or a new one with the server's VAPID key (needs the network). */
export async function subscribeDevice(invoke: InvokeFunction): Promise<PushSubscription> {
  const registration = await readyRegistration()
  const existing = await registration.pushManager.getSubscription()
  if (existing) return existing
  const { publicKey } = await invoke<{ publicKey: string }>('push-notify', { method: 'GET' })
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  })
}

export function rememberedEndpoint(): string | null {
  return window.localStorage.getItem(PUSH_ENDPOINT_KEY)
}

/** Stores this device's subscription as its own row and removes the rows of its earlier subscription. */
export async function storeDeviceSubscription(
  client: SyncClient,
  userId: string,
  subscription: PushSubscription,
): Promise<void> {
  const deviceToken = JSON.stringify(subscription.toJSON())
  const rows = await client.db.mirror('push_notification_tokens').where('user_id').equals(userId).toArray()
  const plan = planDeviceToken(rows, deviceToken, rememberedEndpoint())
  const tokens = client.repository('push_notification_tokens')
  for (const id of plan.removeIds) await tokens.remove(id)
  if (plan.insert) await tokens.insert({ device_token: deviceToken, platform: PUSH_PLATFORM })
  window.localStorage.setItem(PUSH_ENDPOINT_KEY, subscription.endpoint)
}
