import type { Table } from 'dexie'
import { ATTACHMENT_STATUS, type AttachmentRecord } from '../db/records.ts'
import type { UploadStore } from './types.ts'

/**
 * The lane's store over the attachment records of the local database. A refusal marks the file only:
 * what becomes of the row that points at it (delivered without the file, its text kept) is the queue's
 * decision, not the lane's. Only the attachments table is needed, so the service worker can open the
 * database without its schema (Background Sync).
 */
export function attachmentStore(db: { attachments: Table<AttachmentRecord, string> }): UploadStore {
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
      await db.attachments.update(id, {
        status: ATTACHMENT_STATUS.uploaded,
        error: null,
        upload_url: null,
        next_attempt_at: null,
        parked_at: null,
      })
    },
    async markRefused(id, reason) {
      await db.attachments.update(id, { status: ATTACHMENT_STATUS.failed, error: reason, upload_url: null })
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
