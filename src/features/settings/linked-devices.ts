import { LINKED_DEVICE_TEXTS } from './texts.ts'
/**
 * Linked devices (001 §2 settings): the spec shows static sample entries; we list the member's own
 * devices instead, from the rows their devices leave — a biometric enrolment (biometric_credentials) and
 * a push registration (push_notification_tokens).
 */
export interface CredentialRow {
  id: string
  device_id: string
  device_name: string | null
  is_active: boolean
  last_used_at: string | null
  updated_at: string
}

export interface PushTokenRow {
  id: string
  platform: string
  updated_at: string
}

export type DeviceKind = 'computer' | 'phone'

export interface LinkedDevice {
  key: string
  name: string
  detail: string
  kind: DeviceKind
  /** ISO time the device was last seen by the server. */
  lastSeen: string
  current: boolean
}

const PLATFORM_NAMES: Readonly<Record<string, string>> = {
  ios: 'iPhone or iPad',
  android: 'Android phone',
  web: 'Web browser',
}

const PHONE_WORDS = /iphone|ipad|android|phone|pixel|galaxy/i

function kindOf(name: string): DeviceKind {
  return PHONE_WORDS.test(name) ? 'phone' : 'computer'
}

/** Biometric devices first (they carry a name), then push registrations; each group most recent first. */
export function linkedDevices(
  credentials: readonly CredentialRow[],
  tokens: readonly PushTokenRow[],
  thisDeviceId: string | null,
): LinkedDevice[] {
  const recentFirst = (a: LinkedDevice, b: LinkedDevice) => b.lastSeen.localeCompare(a.lastSeen)
  const enrolled = credentials
    .map((row): LinkedDevice => {
      const name = row.device_name?.trim() || 'Unnamed device'
      return {
        key: `credential:${row.id}`,
        name,
        detail: row.is_active ? LINKED_DEVICE_TEXTS.biometricOn : LINKED_DEVICE_TEXTS.biometricOff,
        kind: kindOf(name),
        lastSeen: row.last_used_at ?? row.updated_at,
        current: thisDeviceId !== null && row.device_id === thisDeviceId,
      }
    })
    .sort(recentFirst)
  const pushed = tokens
    .map((row): LinkedDevice => {
      const name = PLATFORM_NAMES[row.platform] ?? row.platform
      return {
        key: `push:${row.id}`,
        name,
        detail: LINKED_DEVICE_TEXTS.push,
        kind: row.platform === 'web' ? 'computer' : 'phone',
        lastSeen: row.updated_at,
        current: false,
      }
    })
    .sort(recentFirst)
  return [...enrolled, ...pushed]
}
