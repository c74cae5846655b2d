import webpush from 'web-push'

/** A browser's PushSubscription as stored in push_notification_tokens.device_token (JSON). */
export interface StoredSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export interface VapidConfig {
  publicKey: string
  privateKey: string
  /** A mailto: or https: contact the push service may use (RFC 8292). */
  subject: string
}

/** The VAPID key pair and contact from configuration; null when push is not set up. */
export function vapidFrom(env: Record<string, string | undefined>): VapidConfig | null {
  const publicKey = env.VAPID_PUBLIC_KEY
  const privateKey = env.VAPID_PRIVATE_KEY
  if (!publicKey || !privateKey) return null
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT || 'mailto:push@jul.example' }
}

export function parseSubscription(token: string): StoredSubscription | null {
  try {
    const value: unknown = JSON.parse(token)
    if (!value || typeof value !== 'object') return null
    const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } }
    if (typeof endpoint !== 'string' || !/^https?:\/\//.test(endpoint)) return null
    if (typeof keys?.p256dh !== 'string' || typeof keys.auth !== 'string') return null
    return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }
  } catch {
    return null
  }
}

export type SendOutcome = 'sent' | 'gone' | 'failed'

/**
 * Encrypts `payload` for one subscription (RFC 8291, aes128gcm) and signs the request with VAPID
 * (RFC 8292) through web-push, then posts it with fetch: web-push's own sender only speaks https through
 * Node's http module, fetch works on every host (Node, Deno) and reaches a loopback test endpoint.
 * 404 and 410 mean the subscription is gone for good.
 */
export async function sendPush(
  subscription: StoredSubscription,
  payload: string,
  vapid: VapidConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<SendOutcome> {
  const request = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: vapid,
    TTL: 24 * 60 * 60,
    urgency: 'high',
  })
  const response = await fetchImpl(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : null,
  })
  if (response.ok) return 'sent'
  return response.status === 404 || response.status === 410 ? 'gone' : 'failed'
}
