import { PUSH_TEXTS } from './texts.ts'

/** 002 §3: one token per user and platform; a browser's Web Push subscription is the 'web' one. */
export const PUSH_PLATFORM = 'web'

/** Maybe Later is remembered on this device. Do not rename without a migration. */
export const PUSH_LATER_KEY = 'jul-push-maybe-later'

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
