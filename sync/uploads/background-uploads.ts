import type { Clock } from '../clock.ts'
import type { FileLocks } from './file-locks.ts'
import type { FileRemover, NetworkPolicy, UploadStore, UploadTransport } from './types.ts'
import { credentialsUsable, type UploadCredentials } from './upload-credentials.ts'
import { UploadLane } from './upload-lane.ts'

export type BackgroundUploadDeps = {
  /** The attachment records the tabs' lane reads (`idbAttachmentStore` in the service worker). */
  store: UploadStore
  /** What the tabs mirrored of the session (null: nobody signed in on this device). */
  credentials: UploadCredentials | null
  locks: FileLocks
  clock: Clock
  network: NetworkPolicy
  transportFor: (credentials: UploadCredentials) => UploadTransport
  removerFor: (credentials: UploadCredentials) => FileRemover
}

/**
 * Over fetch a 6 MB chunk reports its bytes only once the server answered it, which takes over a
 * minute on a 3G uplink: the worker's lane gives up only after this long without a chunk.
 */
export const BACKGROUND_STALL_MS = 3 * 60_000

export type BackgroundUploadResult =
  /** Nobody is signed in on this device, or nothing waits: nothing to do. */
  | { kind: 'idle' }
  /** Every file due was sent (or refused for good); `left` files wait for their backoff or are parked. */
  | { kind: 'done'; uploaded: number; left: number }
  /** The mirrored token has expired: the files wait for a tab, which refreshes the session. */
  | { kind: 'token-expired'; waiting: number }

/**
 * The service worker's upload pass in Background Sync, with no tab open: the member's waiting files
 * go through the same lane, transport and records as in a tab (resumable, content-addressed, marked
 * uploaded where the queue reads it), so a tab that opens later neither sends them again nor loses
 * one. Files only: their rows go with the tab's sync engine. The lane cannot refresh a refused token
 * here (the refresh token stays in the page); it stops and the files wait.
 */
export async function uploadWaitingFiles(deps: BackgroundUploadDeps): Promise<BackgroundUploadResult> {
  const { credentials, store } = deps
  if (!credentials) return { kind: 'idle' }
  const waiting = await store.waiting(credentials.userId)
  if (waiting.length === 0) return { kind: 'idle' }
  if (!credentialsUsable(credentials, deps.clock.now()))
    return { kind: 'token-expired', waiting: waiting.length }
  let uploaded = 0
  const lane = new UploadLane({
    store: {
      ...store,
      markUploaded: async (id) => {
        await store.markUploaded(id)
        uploaded += 1
      },
    },
    transport: deps.transportFor(credentials),
    remover: deps.removerFor(credentials),
    clock: deps.clock,
    random: Math.random,
    network: deps.network,
    refreshSession: async () => false,
    locks: deps.locks,
    stallMs: BACKGROUND_STALL_MS,
  })
  lane.start(credentials.userId)
  await lane.settled()
  await lane.stop()
  const left = (await store.waiting(credentials.userId)).filter((file) => !file.parked_at).length
  return { kind: 'done', uploaded, left }
}
