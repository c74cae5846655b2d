import type { SyncClient } from '../../sync/client.ts'
import { NotSignedInError, StorageFullError } from '../../sync/public/errors.ts'
import { toast } from '../ui/toaster.tsx'
import { useSyncClient } from './sync-context.ts'

/** What the member reads about a write: the spec's failure text, and its success text where it has one. */
export interface WriteTexts {
  failure: string
  success?: string
}

/**
 * The device's own reason a write did not land, in words a member can act on (storage full, signed
 * out); null when the reason is not the device's (a bug, a closed database), which the log keeps.
 */
export function deviceReason(error: unknown): string | null {
  return error instanceof StorageFullError || error instanceof NotSignedInError ? error.message : null
}

/**
 * Runs one write and reports it the one way every screen does: a failure is logged with its cause and
 * toasted with the spec's text and the device's reason; a success toasts the spec's text if it has
 * one. Answers whether the write landed (on the device: the queue sends it to the server later).
 */
export async function reportWrite(texts: WriteTexts, write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write()
  } catch (error) {
    console.error(texts.failure, error)
    const reason = deviceReason(error)
    toast.error(texts.failure, reason ? { description: reason } : undefined)
    return false
  }
  if (texts.success) toast.success(texts.success)
  return true
}

export type Write = (texts: WriteTexts, write: (client: SyncClient) => Promise<unknown>) => Promise<boolean>

/**
 * The write path for a feature's hooks: `write(TEXTS, (client) => client.repository('sparks').insert(…))`.
 * The repository puts the row and its queue entry in one transaction; without a sync client (signed
 * out) nothing is written and the member is told to sign in.
 */
export function useWrite(): Write {
  const client = useSyncClient()
  return (texts, write) =>
    reportWrite(texts, async () => {
      if (!client) throw new NotSignedInError()
      await write(client)
    })
}
