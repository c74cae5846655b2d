import { useCallback, useState } from 'react'
import type { ExternalToast } from 'sonner'
import type { SyncClient } from '../../sync/client.ts'
import { NotSignedInError, StorageFullError } from '../../sync/public/errors.ts'
import { toast } from '../ui/toaster.tsx'
import { playAudioCue } from './audio-cues.ts'
import { useSyncClient } from './sync-context.ts'

/** What the member reads about a write: the spec's failure text, and its success text where it has one. */
export interface WriteTexts {
  failure: string
  success?: string
}

/**
 * A failure of this device that a member can put right, its message saying how (a file the device has
 * not downloaded yet): thrown by a feature's own work so that reportWrite shows the message.
 */
export class DeviceReasonError extends Error {
  override readonly name = 'DeviceReasonError'
}

/**
 * The device's own reason a write did not land, in words a member can act on (storage full, signed
 * out, something not downloaded); null when the reason is not the device's (a bug, a closed database),
 * which the log keeps.
 */
export function deviceReason(error: unknown): string | null {
  return error instanceof StorageFullError ||
    error instanceof NotSignedInError ||
    error instanceof DeviceReasonError
    ? error.message
    : null
}

/** A write that did not land, as the member reads it: the spec's text and the device's reason. */
export interface WriteFailure {
  message: string
  reason: string | null
}

async function attempt(
  texts: WriteTexts,
  write: () => Promise<unknown>,
  report: (failure: WriteFailure) => void,
): Promise<boolean> {
  try {
    await write()
    return true
  } catch (error) {
    console.error(texts.failure, error)
    report({ message: texts.failure, reason: deviceReason(error) })
    return false
  }
}

/**
 * Every success the member is told about, toasted with the success sound and vibration they chose
 * (001 §2 successActions, §9): screens call this instead of `toast.success`, so none is silent.
 */
export function toastSuccess(message: string, options?: ExternalToast): void {
  toast.success(message, options)
  playAudioCue('successActions')
}

/**
 * Runs one write and reports it the one way every screen does: a failure is logged with its cause and
 * toasted with the spec's text and the device's reason; a success toasts the spec's text if it has
 * one, with the success sound (001 §2 successActions). Answers whether the write landed (on the
 * device: the queue sends it to the server later).
 */
export async function reportWrite(texts: WriteTexts, write: () => Promise<unknown>): Promise<boolean> {
  const landed = await attempt(texts, write, ({ message, reason }) =>
    toast.error(message, reason ? { description: reason } : undefined),
  )
  if (landed && texts.success) {
    toastSuccess(texts.success)
  }
  return landed
}

export type Write = (texts: WriteTexts, write: (client: SyncClient) => Promise<unknown>) => Promise<boolean>

function withClient(client: SyncClient | null, write: (client: SyncClient) => Promise<unknown>) {
  return async () => {
    if (!client) throw new NotSignedInError()
    await write(client)
  }
}

/**
 * The write path for a feature's hooks: `write(TEXTS, (client) => client.repository('sparks').insert(…))`.
 * The repository puts the row and its queue entry in one transaction; without a sync client (signed
 * out) nothing is written and the member is told to sign in.
 */
export function useWrite(): Write {
  const client = useSyncClient()
  return (texts, write) => reportWrite(texts, withClient(client, write))
}

/**
 * The same write path for a screen whose spec shows write failures inline rather than as toasts (the
 * sparks feed, 002): the last failure stays in `failure` until a write lands.
 */
export function useInlineWrite(): { write: Write; failure: WriteFailure | null } {
  const client = useSyncClient()
  const [failure, setFailure] = useState<WriteFailure | null>(null)
  const write = useCallback<Write>(
    async (texts, run) => {
      const landed = await attempt(texts, withClient(client, run), setFailure)
      if (landed) setFailure(null)
      return landed
    },
    [client],
  )
  return { write, failure }
}
