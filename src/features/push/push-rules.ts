import { PUSH_TEXTS } from './texts.ts'

/** 002 §3's platform of a browser's Web Push subscription. Each device has its own row (user, token). */
export const PUSH_PLATFORM = 'web'

/** Maybe Later is remembered on this device. Do not rename without a migration. */
export const PUSH_LATER_KEY = 'jul-push-maybe-later'

/**
 * The endpoint of the subscription this device last registered, so a rotated subscription's old row
 * can be found and removed. Do not rename without a migration.
 */
export const PUSH_ENDPOINT_KEY = 'jul-push-endpoint'

/** The push service address inside a stored device token (the subscription's JSON), or null. */
export function endpointOf(deviceToken: string): string | null {
  try {
    const value: unknown = JSON.parse(deviceToken)
    if (value && typeof value === 'object' && 'endpoint' in value && typeof value.endpoint === 'string')
      return value.endpoint
  } catch {
    // Not a browser subscription (a native token, say): it has no endpoint.
  }
  return null
}

export interface TokenRow {
  id: string
  device_token: string
}

/**
 * What this device's rows need so the server reaches it: its current subscription stored (once), and the
 * rows of its earlier subscription (rotated by the browser) removed. Other devices' rows are left alone.
 */
export function planDeviceToken(
  rows: readonly TokenRow[],
  currentToken: string,
  rememberedEndpoint: string | null,
): { insert: boolean; removeIds: string[] } {
  const current = endpointOf(currentToken)
  return {
    insert: !rows.some((row) => row.device_token === currentToken),
    removeIds: rows
      .filter((row) => {
        const endpoint = endpointOf(row.device_token)
        if (endpoint === null) return false
        if (endpoint === current) return row.device_token !== currentToken
        return rememberedEndpoint !== null && endpoint === rememberedEndpoint
      })
      .map((row) => row.id),
  }
}

export type PushPermission = 'prompt' | 'granted' | 'denied'

/** The browser's Notification.permission in the spec's words (default is the prompt state). */
export function permissionOf(value: NotificationPermission | undefined): PushPermission {
  if (value === 'granted' || value === 'denied') return value
  return 'prompt'
}

/** 002 §4: Enabled if registered, Disabled if denied, else Not Set. */
export function pushBadge(permission: PushPermission, registered: boolean): string {
  if (permission === 'denied') return PUSH_TEXTS.disabled
  if (registered && permission === 'granted') return PUSH_TEXTS.enabled
  return PUSH_TEXTS.notSet
}

/** 002 §4: the card shows while the permission is still to be asked and the member has not put it off. */
export function showPushCard(permission: PushPermission, registered: boolean, putOff: boolean): boolean {
  return permission === 'prompt' && !registered && !putOff
}

/** The VAPID public key (URL-safe base64) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64}${'='.repeat((4 - (base64.length % 4)) % 4)}`
    .replaceAll('-', '+')
    .replaceAll('_', '/')
  const binary = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
