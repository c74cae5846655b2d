import type { Table } from 'dexie'
import { KV } from '../db/record-keys.ts'
import type { KvRecord } from '../db/records.ts'

/**
 * What the service worker needs to upload a member's waiting files with no tab open (Background Sync):
 * the session's current access token and when it expires, and where to send. Never the refresh token:
 * whoever reads this store can upload as the member until the token expires, but cannot mint sessions.
 */
export type UploadCredentials = {
  userId: string
  accessToken: string
  /** When the access token expires (ms since the epoch), from its `exp` claim; null when unreadable. */
  expiresAt: number | null
  supabaseUrl: string
  anonKey: string
}

/** A token this close to its expiry is not used: an upload started with it could be refused midway. */
export const TOKEN_EXPIRY_MARGIN_MS = 60_000

/** The `exp` claim of a JWT in ms, or null when the token is not a readable JWT. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    )
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null
  } catch {
    return null
  }
}

export function uploadCredentials(
  session: { accessToken: string; userId: string } | null,
  api: { supabaseUrl: string; anonKey: string },
): UploadCredentials | null {
  if (!session) return null
  return {
    userId: session.userId,
    accessToken: session.accessToken,
    expiresAt: tokenExpiresAt(session.accessToken),
    supabaseUrl: api.supabaseUrl,
    anonKey: api.anonKey,
  }
}

/** Whether the token can still start an upload at `now`; an expiry nobody could read is not trusted. */
export function credentialsUsable(credentials: UploadCredentials, now: number): boolean {
  return credentials.expiresAt !== null && credentials.expiresAt - TOKEN_EXPIRY_MARGIN_MS > now
}

/** The mirrored value as stored, or null for anything else (a record of another build, nothing). */
export function parseUploadCredentials(value: unknown): UploadCredentials | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  const valid =
    typeof v.userId === 'string' &&
    typeof v.accessToken === 'string' &&
    (v.expiresAt === null || typeof v.expiresAt === 'number') &&
    typeof v.supabaseUrl === 'string' &&
    typeof v.anonKey === 'string'
  return valid ? (value as UploadCredentials) : null
}

/** Every session handed to a tab's sync worker is mirrored here; signing out deletes it. */
export async function mirrorUploadCredentials(
  kv: Table<KvRecord, string>,
  credentials: UploadCredentials | null,
): Promise<void> {
  if (credentials) await kv.put({ key: KV.uploadCredentials, value: credentials })
  else await kv.delete(KV.uploadCredentials)
}
