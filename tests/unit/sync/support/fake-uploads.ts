import type { JulDatabase } from '../../../../sync/db/database.ts'
import type { Clock, SyncEngine, Uploads } from '../../../../sync/engine.ts'
import { attachmentStore } from '../../../../sync/uploads/attachment-store.ts'
import type { FileRemover, UploadTransport } from '../../../../sync/uploads/types.ts'
import { UploadLane } from '../../../../sync/uploads/upload-lane.ts'
import type { FakeRemote } from './fake-remote.ts'

/** Storage as the fake server keeps it: offline is no answer, a refusal is storage's answer for good. */
export function fakeTransport(remote: FakeRemote): UploadTransport {
  return {
    async upload(file, callbacks) {
      if (callbacks.signal.aborted) return { kind: 'aborted' }
      if (remote.offline) return { kind: 'retry', status: 0, reason: 'Failed to fetch' }
      const refusal = remote.uploadRefusal?.(file.bucket, file.path) ?? null
      if (refusal) return { kind: 'refused', status: refusal.status, reason: refusal.message }
      remote.uploads.set(`${file.bucket}/${file.path}`, file.blob)
      callbacks.onProgress(file.blob.size, file.blob.size)
      return { kind: 'done' }
    },
  }
}

/** Storage's removals on the fake server: the file goes, unless the network is down. */
export function fakeRemover(remote: FakeRemote): FileRemover {
  return {
    async remove(file) {
      if (remote.offline) return 'retry'
      remote.uploads.delete(`${file.bucket}/${file.path}`)
      return 'removed'
    },
  }
}

/** The upload lane as the worker builds it (`sync/worker.ts`), over the fake server's storage. */
export function fakeUploads(
  db: JulDatabase,
  remote: FakeRemote,
  clock: Clock,
  engine: () => SyncEngine | null,
): Uploads {
  let refresh: () => Promise<boolean> = async () => false
  const store = attachmentStore(db)
  const lane = new UploadLane({
    store: {
      ...store,
      markUploaded: async (id) => {
        await store.markUploaded(id)
        engine()?.notifyQueued()
      },
      markRefused: async (id, reason) => {
        await store.markRefused(id, reason)
        engine()?.notifyQueued()
      },
    },
    transport: fakeTransport(remote),
    remover: fakeRemover(remote),
    clock,
    random: () => 0.5,
    network: { constrained: () => false },
    refreshSession: () => refresh(),
  })
  return {
    start(userId, refreshSession) {
      refresh = refreshSession
      lane.start(userId)
    },
    stop: () => lane.stop(),
    setOnline: (online) => lane.setOnline(online),
    nudge: () => lane.nudge(),
    serverBack: () => lane.serverBack(),
  }
}
