import type { JulDatabase } from '../db/database.ts'
import type { AttachmentRecord } from '../db/records.ts'
import type { LocalDatabase } from './local-database.ts'

/**
 * Where a captured file stands, for the capture's receipt: on this device, uploading n %, on the server,
 * held back (a large file on Save-Data, or parked after repeated failures: Retry), or refused by
 * storage with its reason.
 */
export type UploadReceipt =
  | { state: 'on-device' }
  | { state: 'uploading'; percent: number }
  | { state: 'parked'; reason: string | null }
  | { state: 'refused'; reason: string }
  | { state: 'on-server' }

type ReceiptFields = Pick<AttachmentRecord, 'status' | 'error' | 'blob'> &
  Partial<Pick<AttachmentRecord, 'bytes_sent' | 'parked_at' | 'size'>>

/** Records carry their size; those of older builds only have the blob to ask. */
export const fileSize = (record: Pick<AttachmentRecord, 'blob'> & { size?: number | undefined }): number =>
  record.size ?? (record.blob instanceof Blob ? record.blob.size : 0)

/** The receipt of one attachment record; `online`: whether this device has a network now. */
export function receiptOf(record: ReceiptFields, online: boolean): UploadReceipt {
  if (record.status === 'uploaded') return { state: 'on-server' }
  if (record.status === 'failed') return { state: 'refused', reason: record.error ?? 'Refused by storage' }
  if (record.parked_at) return { state: 'parked', reason: record.error }
  const sent = record.bytes_sent ?? 0
  if (!online || sent === 0) return { state: 'on-device' }
  const size = fileSize(record)
  return { state: 'uploading', percent: size > 0 ? Math.min(99, Math.floor((sent / size) * 100)) : 0 }
}

/** Bytes of the user's files still to reach the server (the offline banner's "n MB waiting"). */
export async function bytesWaiting(db: LocalDatabase, userId: string): Promise<number> {
  const files = await db.attachments.where('user_id').equals(userId).toArray()
  return files
    .filter((file) => file.status === 'waiting')
    .reduce((total, file) => total + Math.max(0, fileSize(file) - (file.bytes_sent ?? 0)), 0)
}

/**
 * The member's Retry on a file: a parked one is tried again at once with its failures forgotten; a
 * refused one goes back to waiting (after the member changed nothing, storage will most likely refuse
 * it again, but a limit may have been raised meanwhile).
 */
export async function retryUpload(db: JulDatabase, id: string): Promise<void> {
  await db.attachments.update(id, {
    status: 'waiting',
    error: null,
    attempts: 0,
    parked_at: null,
    next_attempt_at: null,
  })
}
