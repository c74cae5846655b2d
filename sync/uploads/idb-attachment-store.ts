import { promisifyRequest } from 'idb-keyval'
import { ATTACHMENT_STATUS, type KV } from '../db/record-keys.ts'
import type { AttachmentRecord, KvRecord } from '../db/records.ts'
import { refusedPatch, UPLOADED_PATCH } from './attachment-store.ts'
import type { UploadStore } from './types.ts'

/**
 * The attachment records over plain IndexedDB, for the service worker: the same records and marks as
 * `attachmentStore` (Dexie, in the tabs) without Dexie's 100 kB in a script the browser starts for
 * every navigation. Only what the lane needs: the `user_id` index of the `attachments` store.
 */

const ATTACHMENTS = 'attachments'

/**
 * The app's database as it is, or null where this device has none (the worker never creates it: the
 * first tab must, with its schema). Closed on `versionchange`, so a tab of a newer build upgrades it
 * without waiting for the worker.
 */
export async function openExistingDatabase(name: string): Promise<IDBDatabase | null> {
  const request = indexedDB.open(name)
  let missing = false
  request.onupgradeneeded = () => {
    missing = true
    request.transaction?.abort()
  }
  let db: IDBDatabase
  try {
    db = await promisifyRequest(request)
  } catch (error) {
    if (missing) return null
    throw error
  }
  db.onversionchange = () => db.close()
  if (!db.objectStoreNames.contains(ATTACHMENTS) || !db.objectStoreNames.contains('kv')) {
    db.close()
    return null
  }
  return db
}

export function idbAttachmentStore(db: IDBDatabase): UploadStore {
  const read = () => db.transaction(ATTACHMENTS, 'readonly').objectStore(ATTACHMENTS)
  const withStatus = async (userId: string, status: string) =>
    (await promisifyRequest<AttachmentRecord[]>(read().index('user_id').getAll(userId))).filter(
      (file) => file.status === status,
    )
  const patch = async (id: string, changes: Partial<AttachmentRecord>) => {
    const transaction = db.transaction(ATTACHMENTS, 'readwrite')
    const store = transaction.objectStore(ATTACHMENTS)
    const record = await promisifyRequest<AttachmentRecord | undefined>(store.get(id))
    if (record) store.put({ ...record, ...changes })
    await promisifyRequest(transaction)
  }
  return {
    waiting: (userId) => withStatus(userId, ATTACHMENT_STATUS.waiting),
    update: (id, changes) => patch(id, changes),
    markUploaded: (id) => patch(id, UPLOADED_PATCH),
    markRefused: (id, reason) => patch(id, refusedPatch(reason)),
    discarded: (userId) => withStatus(userId, ATTACHMENT_STATUS.discarded),
    async forget(id) {
      const transaction = db.transaction(ATTACHMENTS, 'readwrite')
      transaction.objectStore(ATTACHMENTS).delete(id)
      await promisifyRequest(transaction)
    },
  }
}

/** A value of the `kv` store (the mirrored upload credentials). */
export async function readKv(db: IDBDatabase, key: (typeof KV)[keyof typeof KV]): Promise<unknown> {
  const record = await promisifyRequest<KvRecord | undefined>(
    db.transaction('kv', 'readonly').objectStore('kv').get(key),
  )
  return record?.value
}
