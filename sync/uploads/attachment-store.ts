import type { JulDatabase } from '../db/database.ts'
import { ATTACHMENT_STATUS } from '../db/record-keys.ts'
import type { AttachmentRecord } from '../db/records.ts'
import type { UploadStore } from './types.ts'

/**
 * What marking a file does to its record, wherever it is marked: here in a tab, or in the service
 * worker's plain-IndexedDB store (`idb-attachment-store.ts`) during Background Sync.
 */
export const UPLOADED_PATCH = {
  status: ATTACHMENT_STATUS.uploaded,
  error: null,
  upload_url: null,
  next_attempt_at: null,
  parked_at: null,
} satisfies Partial<AttachmentRecord>

export const refusedPatch = (reason: string) =>
  ({ status: ATTACHMENT_STATUS.failed, error: reason, upload_url: null }) satisfies Partial<AttachmentRecord>

/**
 * The lane's store over the attachment records of the local database. A refusal marks the file only:
 * what becomes of the row that points at it (delivered without the file, its text kept) is the queue's
 * decision, not the lane's.
 */
export function attachmentStore(db: JulDatabase): UploadStore {
  return {
    waiting: (userId) =>
      db.attachments
        .where('user_id')
        .equals(userId)
        .filter((file) => file.status === ATTACHMENT_STATUS.waiting)
        .toArray(),
    async update(id, patch) {
      await db.attachments.update(id, patch)
    },
    async markUploaded(id) {
      await db.attachments.update(id, UPLOADED_PATCH)
    },
    async markRefused(id, reason) {
      await db.attachments.update(id, refusedPatch(reason))
    },
    discarded: (userId) =>
      db.attachments
        .where('user_id')
        .equals(userId)
        .filter((file) => file.status === ATTACHMENT_STATUS.discarded)
        .toArray(),
    async forget(id) {
      await db.attachments.delete(id)
    },
  }
}
