import { z } from 'zod'
import { CRM_OUTBOX_KEY } from './crm-outbox-key.ts'
import type { KeyValueStorage } from './storage.ts'

export { CRM_OUTBOX_KEY }

/**
 * CRM calls that must not be lost offline (001 §7 `zapier-webhook-notifier`, used by the profile save
 * and the interaction log). Each call is kept on the device first, then sent in order; a network
 * failure, a 5xx, 408, 429 or 401 keeps it for a later try with backoff, any other refusal sets it
 * aside as failed with the server's text (Retry / Discard), so nothing is dropped silently.
 *
 *   enqueue ──▶ pending ──send ok──▶ removed (delivered)
 *                 │  ▲ network / 5xx / 408 / 429 / 401: try again at nextAttemptAt
 *                 └──4xx──▶ failed ──retry──▶ pending   (discard removes it)
 *
 * Local storage, not IndexedDB: the build-stamp reset keeps this key (src/app/pwa/storage-keys.ts)
 * as it keeps the audit queue; the key is in crm-outbox-key.ts.
 */
/**
 * The bodies `zapier-webhook-notifier` takes (001 §7: record_type, external_id, mode, data, optional
 * relations); src/features/settings/crm-records.ts makes them from the profile and interaction forms.
 */
export type CrmRecord =
  | { record_type: 'Contact'; external_id: string; mode: 'upsert'; data: Record<string, string> }
  | {
      record_type: 'Company'
      external_id: string
      mode: 'upsert'
      data: Record<string, string>
      relations: { contact_email: string }
    }
  | { record_type: 'Interaction'; external_id: string; mode: 'create'; data: Record<string, string> }

export const CRM_OUTBOX_CHANGED_EVENT = 'jul-crm-outbox-changed'
export const CRM_FUNCTION = 'zapier-webhook-notifier'

export const RETRY_BASE_MS = 1_000
export const RETRY_MAX_MS = 5 * 60_000

export type CrmKind = 'profile' | 'interaction'

export interface OutboxEntry {
  id: string
  userId: string
  kind: CrmKind
  record: CrmRecord
  createdAt: number
  attempts: number
  nextAttemptAt: number
  /** The server's refusal; a failed entry waits for Retry or Discard. */
  failed: string | null
}

const entrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  kind: z.enum(['profile', 'interaction']),
  record: z.custom<CrmRecord>(
    (value) =>
      typeof value === 'object' && value !== null && 'record_type' in value && 'external_id' in value,
  ),
  createdAt: z.number(),
  attempts: z.number(),
  nextAttemptAt: z.number(),
  failed: z.string().nullable(),
})

/** Every readable entry; a damaged one is skipped rather than blocking the rest. */
export function readOutbox(storage: KeyValueStorage): OutboxEntry[] {
  let raw: unknown
  try {
    raw = JSON.parse(storage.getItem(CRM_OUTBOX_KEY) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(raw)) return []
  return raw.flatMap((item) => {
    const parsed = entrySchema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

/** Throws when the storage refuses (full or blocked): the caller must say the call was not kept. */
export function writeOutbox(storage: KeyValueStorage, entries: readonly OutboxEntry[]): void {
  if (entries.length === 0) storage.removeItem(CRM_OUTBOX_KEY)
  else storage.setItem(CRM_OUTBOX_KEY, JSON.stringify(entries))
}

const sameUpsert = (a: CrmRecord, b: CrmRecord) =>
  a.mode === 'upsert' &&
  b.mode === 'upsert' &&
  a.record_type === b.record_type &&
  a.external_id === b.external_id

/** Adds a call; an unsent upsert of the same record is replaced, since only the latest values matter. */
export function enqueue(storage: KeyValueStorage, entry: OutboxEntry): void {
  const kept = readOutbox(storage).filter(
    (existing) =>
      existing.userId !== entry.userId ||
      existing.failed !== null ||
      !sameUpsert(existing.record, entry.record),
  )
  writeOutbox(storage, [...kept, entry])
}

function change(
  storage: KeyValueStorage,
  id: string,
  edit: (entry: OutboxEntry) => OutboxEntry | null,
): void {
  writeOutbox(
    storage,
    readOutbox(storage).flatMap((entry) => {
      if (entry.id !== id) return [entry]
      const next = edit(entry)
      return next ? [next] : []
    }),
  )
}

export const removeEntry = (storage: KeyValueStorage, id: string) => change(storage, id, () => null)

export const retryEntry = (storage: KeyValueStorage, id: string, now: number) =>
  change(storage, id, (entry) => ({ ...entry, failed: null, attempts: 0, nextAttemptAt: now }))

export function retryDelay(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1))
}

/** The failure as the sender sees it: try again later, or refused for good with the server's text. */
export type SendFailure = { retry: true } | { retry: false; message: string }

export type Sender = (record: CrmRecord) => Promise<void>

export interface FlushResult {
  delivered: OutboxEntry[]
  failed: OutboxEntry[]
  /** Entries of this member still waiting for the network. */
  waiting: number
}

/**
 * Sends this member's due entries in order. The first one that must wait stops the round, so a later
 * call never overtakes an earlier one (an interaction logged after a profile change stays after it).
 */
export async function flushOutbox(options: {
  storage: KeyValueStorage
  userId: string
  now: () => number
  send: Sender
  classify: (error: unknown) => SendFailure
  /** Ignore the backoff: the network just came back, or the member just acted. */
  force?: boolean
}): Promise<FlushResult> {
  const { storage, userId, now, send, classify, force = false } = options
  const result: FlushResult = { delivered: [], failed: [], waiting: 0 }
  for (const entry of readOutbox(storage)) {
    if (entry.userId !== userId || entry.failed !== null) continue
    if (!force && entry.nextAttemptAt > now()) break
    try {
      await send(entry.record)
      removeEntry(storage, entry.id)
      result.delivered.push(entry)
    } catch (error) {
      const failure = classify(error)
      if (failure.retry) {
        const attempts = entry.attempts + 1
        change(storage, entry.id, (current) => ({
          ...current,
          attempts,
          nextAttemptAt: now() + retryDelay(attempts),
        }))
        break
      }
      const failed = { ...entry, failed: failure.message }
      change(storage, entry.id, () => failed)
      result.failed.push(failed)
    }
  }
  result.waiting = readOutbox(storage).filter(
    (entry) => entry.userId === userId && entry.failed === null,
  ).length
  return result
}
