import type { JulDatabase } from '../db/database.ts'
import { ATTACHMENT_STATUS, type AttachmentRecord } from '../db/records.ts'
import { type Fence, fenceHolds } from '../fence.ts'
import { ENTRY_STATUS } from '../protocol.ts'
import type { Remote } from '../remote.ts'
import { classifyError, describeError, ERROR_CLASS } from './classify.ts'
import type { PushOutcome } from './push-pass.ts'

type UploadDeps = {
  db: JulDatabase
  remote: Remote
  userId: string
  refreshSession: () => Promise<boolean>
  fence?: Fence
}

/** Shown on the row's failed entry when storage refused its file (Retry uploads the file again). */
export const UPLOAD_REFUSED = 'The file could not be uploaded'

/** Storage answers a second upload of the same path with "Duplicate": our earlier upload landed. */
const isDuplicate = (code: string | null, status: number): boolean =>
  status === 409 || code === '409' || code === 'Duplicate'

/**
 * Uploads the user's waiting blobs, oldest first, before any queued row is sent, so a row never
 * reaches the server pointing at a file that is not there. Survives reloads: the blob is in IndexedDB.
 * A refused file fails its row's entry with the reason: the row stays on the device (Retry, Discard)
 * instead of reaching the server without its file.
 */
export async function uploadAttachments(deps: UploadDeps): Promise<PushOutcome> {
  const { db, remote, userId, refreshSession } = deps
  const waiting = await db.attachments
    .where('user_id')
    .equals(userId)
    .filter((a) => a.status === ATTACHMENT_STATUS.waiting)
    .sortBy('created_at')
  let refreshed = false
  let sent = 0
  for (const attachment of waiting) {
    if (deps.fence && !(await fenceHolds(db, deps.fence))) return { kind: 'superseded' }
    for (;;) {
      const result = await remote.upload(
        attachment.bucket,
        attachment.path,
        attachment.blob,
        attachment.content_type,
      )
      if (result.ok || isDuplicate(result.error.code, result.error.status)) {
        await db.attachments.update(attachment.id, { status: ATTACHMENT_STATUS.uploaded, error: null })
        sent++
        break
      }
      const errorClass = classifyError(result.error)
      if (errorClass === ERROR_CLASS.auth) {
        // Refused again after a refresh: the token is the problem, not the file. Keep it waiting.
        if (refreshed) return { kind: 'retry', error: result.error }
        refreshed = true
        if (!(await refreshSession())) return { kind: 'signed-out' }
        continue
      }
      if (errorClass === ERROR_CLASS.retry) return { kind: 'retry', error: result.error }
      await refuse(db, attachment, describeError(result.error))
      break
    }
  }
  return { kind: 'drained', sent }
}

async function refuse(db: JulDatabase, attachment: AttachmentRecord, reason: string): Promise<void> {
  await db.transaction('rw', [db.attachments, db.pending_sync_data], async () => {
    await db.attachments.update(attachment.id, { status: ATTACHMENT_STATUS.failed, error: reason })
    if (!attachment.entry_id) return
    await db.pending_sync_data
      .where('id')
      .equals(attachment.entry_id)
      .modify({ status: ENTRY_STATUS.failed, error: `${UPLOAD_REFUSED}: ${reason}` })
  })
}
