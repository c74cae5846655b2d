import Dexie from 'dexie'
import { DATABASE_NAME } from '../db/name.ts'
import type { AttachmentRecord, KvRecord } from '../db/records.ts'
import { type BackgroundUploadResult, uploadWaitingFiles } from '../uploads/background-uploads.ts'
import { fetchHttpStack } from '../uploads/fetch-http-stack.ts'
import { webFileLocks } from '../uploads/file-locks.ts'
import { storageRemover } from '../uploads/storage-remover.ts'
import { browserNetworkPolicy, type NetworkConnectionLike, tusTransport } from '../uploads/tus-transport.ts'

export type { BackgroundUploadResult } from '../uploads/background-uploads.ts'

const realClock = {
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * The service worker's Background Sync pass over the member's waiting files (see
 * `uploads/background-uploads.ts`). The database is opened without this build's schema: a worker of
 * another build must neither upgrade it nor hold an upgrade back (Dexie closes it on `versionchange`),
 * and a device that never opened the app has no database to create.
 */
export async function runBackgroundUploads(databaseName = DATABASE_NAME): Promise<BackgroundUploadResult> {
  const db = new Dexie(databaseName)
  try {
    await db.open()
  } catch (error) {
    if (error instanceof Dexie.NoSuchDatabaseError) return { kind: 'idle' }
    throw error
  }
  try {
    if (!db.tables.some((table) => table.name === 'attachments')) return { kind: 'idle' }
    const connection = (navigator as WorkerNavigator & { connection?: NetworkConnectionLike }).connection
    return await uploadWaitingFiles({
      db: {
        attachments: db.table<AttachmentRecord, string>('attachments'),
        kv: db.table<KvRecord, string>('kv'),
      },
      locks: webFileLocks(navigator.locks),
      clock: realClock,
      network: browserNetworkPolicy(connection),
      transportFor: (credentials) =>
        tusTransport({
          ...credentials,
          accessToken: () => credentials.accessToken,
          httpStack: fetchHttpStack(),
        }),
      removerFor: (credentials) =>
        storageRemover({ ...credentials, accessToken: () => credentials.accessToken }),
    })
  } finally {
    db.close()
  }
}
