import { createStore, get, type UseStore, update } from 'idb-keyval'
import type { JulDatabase } from '../db/database.ts'
import { type FormSubmissionInput, FormSubmissionInputSchema, OUTBOX_TABLE } from '../outbox-tables.ts'
import { ENTRY_STATUS, type OutboxEntry } from '../protocol.ts'
import { isQuotaError, StorageFullError } from './errors.ts'

export type { FormSubmissionInput } from '../outbox-tables.ts'
export { FORM_TYPES } from '../outbox-tables.ts'

/**
 * Where files and public forms wait outside the sync database: across a build-stamp reset (which
 * never deletes it), and for a form sent on a page whose sync engine could not load (a first visit
 * offline). The sync client moves both into its database when it starts. Do not rename.
 */
export const KEPT_DATABASE = 'jul-kept'
export const KEPT_STORE = 'carry'
export const KEPT_KEYS = { attachments: 'attachments', outbox: 'outbox' } as const

export const keptStore = (): UseStore => createStore(KEPT_DATABASE, KEPT_STORE)

export function mergeById<T extends { id: string }>(previous: unknown, next: readonly T[]): T[] {
  const byId = new Map<string, T>()
  for (const item of Array.isArray(previous) ? (previous as T[]) : []) byId.set(item.id, item)
  for (const item of next) byId.set(item.id, item)
  return [...byId.values()]
}

export type OutboxOptions = {
  /** Called once the form is stored, so the leading tab sends it within a second. */
  onQueued?: () => void
  now?: () => number
  newId?: () => string
}

function outboxEntry(input: FormSubmissionInput, options: OutboxOptions): OutboxEntry {
  const values = FormSubmissionInputSchema.parse(input)
  const id = (options.newId ?? (() => crypto.randomUUID()))()
  return {
    id,
    table: OUTBOX_TABLE.formSubmissions,
    data: { id, ...values },
    timestamp: (options.now ?? Date.now)(),
    status: ENTRY_STATUS.pending,
    attempts: 0,
    error: null,
  }
}

async function storing(write: () => Promise<unknown>): Promise<void> {
  try {
    await write()
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error)
    throw error
  }
}

/**
 * Stores a public form (contact, waitlist, newsletter…) in the outbox, signed in or not, and answers
 * its id once it is durable on this device. The leading tab sends it with the anon key when online;
 * a resend after a lost answer is ignored by the server, so it lands exactly once. Throws a zod error
 * for a form the server would refuse, and `StorageFullError` when the device has no room.
 */
export async function submitForm(
  db: JulDatabase,
  input: FormSubmissionInput,
  options: OutboxOptions = {},
): Promise<{ id: string }> {
  const entry = outboxEntry(input, options)
  await storing(() => db.outbox.add(entry))
  options.onQueued?.()
  return { id: entry.id }
}

/**
 * Stores a public form where the sync client cannot start yet (a first visit gone offline before
 * the engine was downloaded): in the kept store, which needs neither Dexie nor the engine. The
 * client moves it into the outbox, id and all, when it starts (`restoreKept`), so it is sent once.
 * Same answers and errors as `submitForm`.
 */
export async function keepForm(
  input: FormSubmissionInput,
  options: Omit<OutboxOptions, 'onQueued'> = {},
): Promise<{ id: string }> {
  const entry = outboxEntry(input, options)
  await storing(() => update(KEPT_KEYS.outbox, (kept) => mergeById(kept, [entry]), keptStore()))
  return { id: entry.id }
}

/** Whether forms kept by `keepForm` (or a reset) wait for a sync client to start and send them. */
export async function hasKeptForms(): Promise<boolean> {
  const kept = await get<unknown>(KEPT_KEYS.outbox, keptStore())
  return Array.isArray(kept) && kept.length > 0
}
