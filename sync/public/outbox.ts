import type { JulDatabase } from '../db/database.ts'
import { type FormSubmissionInput, FormSubmissionInputSchema, OUTBOX_TABLE } from '../outbox-tables.ts'
import { ENTRY_STATUS, type OutboxEntry } from '../protocol.ts'
import { isQuotaError, StorageFullError } from './errors.ts'

export type { FormSubmissionInput } from '../outbox-tables.ts'
export { FORM_TYPES } from '../outbox-tables.ts'

export type OutboxOptions = {
  /** Called once the form is stored, so the leading tab sends it within a second. */
  onQueued?: () => void
  now?: () => number
  newId?: () => string
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
  const values = FormSubmissionInputSchema.parse(input)
  const id = (options.newId ?? (() => crypto.randomUUID()))()
  const entry: OutboxEntry = {
    id,
    table: OUTBOX_TABLE.formSubmissions,
    data: { id, ...values },
    timestamp: (options.now ?? Date.now)(),
    status: ENTRY_STATUS.pending,
    attempts: 0,
    error: null,
  }
  try {
    await db.outbox.add(entry)
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error)
    throw error
  }
  options.onQueued?.()
  return { id }
}
