import { get, update } from 'idb-keyval'
import type { JulDatabase } from '../db/database.ts'
import { type FormSubmissionInput, FormSubmissionInputSchema, OUTBOX_TABLE } from '../outbox-tables.ts'
import { ENTRY_STATUS, type OutboxEntry } from '../protocol.ts'
import { isQuotaError, StorageFullError } from './errors.ts'
import { KEPT_KEYS, keptStore, mergeById } from './kept-store.ts'

export type { FormSubmissionInput } from '../outbox-tables.ts'
export { FORM_TYPES } from '../outbox-tables.ts'

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
