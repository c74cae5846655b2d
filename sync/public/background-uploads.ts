import { DATABASE_NAME } from '../db/name.ts'
import { KV } from '../db/record-keys.ts'
import { type BackgroundUploadResult, uploadWaitingFiles } from '../uploads/background-uploads.ts'
import { fetchHttpStack } from '../uploads/fetch-http-stack.ts'
import { webFileLocks } from '../uploads/file-locks.ts'
import { idbAttachmentStore, openExistingDatabase, readKv } from '../uploads/idb-attachment-store.ts'
import { storageRemover } from '../uploads/storage-remover.ts'
import { browserNetworkPolicy, type NetworkConnectionLike, tusTransport } from '../uploads/tus-transport.ts'
import { parseUploadCredentials } from '../uploads/upload-credentials.ts'

export type { BackgroundUploadResult } from '../uploads/background-uploads.ts'

const realClock = {
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * The service worker's Background Sync pass over the member's waiting files (see
 * `uploads/background-uploads.ts`), over plain IndexedDB and fetch: the worker has no XMLHttpRequest,
 * and must neither create the database nor hold a newer build's upgrade back.
 */
export async function runBackgroundUploads(databaseName = DATABASE_NAME): Promise<BackgroundUploadResult> {
  const db = await openExistingDatabase(databaseName)
  if (!db) return { kind: 'idle' }
  try {
    const connection = (navigator as WorkerNavigator & { connection?: NetworkConnectionLike }).connection
    return await uploadWaitingFiles({
      store: idbAttachmentStore(db),
      credentials: parseUploadCredentials(await readKv(db, KV.uploadCredentials)),
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
