import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval'
import type { RecordingSink } from '../../ui/use-audio-recorder.ts'

/**
 * Recordings as they are made, a piece a second (the recorder's timeslices), in their own small
 * database: a tab that crashes, reloads or loses its battery mid-memo leaves them here, and the capture
 * screen offers them back. A recording is forgotten once its capture is saved or the member throws it
 * away. Bytes, not Blobs, so every engine's IndexedDB keeps them as written.
 */
export interface RecordingMeta {
  id: string
  userId: string
  contentType: string
  startedAt: number
  /** Raised with every piece: a recording still being made elsewhere (another tab) is not offered. */
  touchedAt: number
}

export interface RecoveredRecording {
  id: string
  blob: Blob
  contentType: string
  startedAt: number
  /** One piece a second. */
  seconds: number
}

/** A recording untouched this long is no longer being made anywhere. */
export const ABANDONED_AFTER_MS = 5_000

const metaKey = (id: string) => `meta:${id}`
const pieceKey = (id: string, index: number) => `piece:${id}:${String(index).padStart(6, '0')}`

let defaultStore: UseStore | undefined
function sharedStore(): UseStore {
  defaultStore ??= createStore('jul-recordings', 'pieces')
  return defaultStore
}

export function recordingSink(userId: string, store: UseStore = sharedStore()): RecordingSink {
  return {
    async begin({ id, contentType, startedAt }) {
      await set(metaKey(id), { id, userId, contentType, startedAt, touchedAt: Date.now() }, store)
    },
    async append(id, index, piece) {
      await set(pieceKey(id, index), await piece.arrayBuffer(), store)
      const meta = await get<RecordingMeta>(metaKey(id), store)
      if (meta) await set(metaKey(id), { ...meta, touchedAt: Date.now() }, store)
    },
  }
}

/** The member's recordings that were cut off (none being made now), newest first, with their audio. */
export async function interruptedRecordings(
  userId: string,
  now: number = Date.now(),
  store: UseStore = sharedStore(),
): Promise<RecoveredRecording[]> {
  const all = (await keys<string>(store)).map(String)
  const metas = (
    await Promise.all(
      all.filter((key) => key.startsWith('meta:')).map((key) => get<RecordingMeta>(key, store)),
    )
  ).filter(
    (meta): meta is RecordingMeta => meta?.userId === userId && now - meta.touchedAt >= ABANDONED_AFTER_MS,
  )
  const recovered: RecoveredRecording[] = []
  for (const meta of metas) {
    const pieces = all.filter((key) => key.startsWith(`piece:${meta.id}:`)).sort()
    const bytes = (await Promise.all(pieces.map((key) => get<ArrayBuffer>(key, store)))).filter(
      (piece): piece is ArrayBuffer => piece instanceof ArrayBuffer,
    )
    if (bytes.length === 0) {
      await forgetRecording(meta.id, store)
      continue
    }
    recovered.push({
      id: meta.id,
      blob: new Blob(bytes, { type: meta.contentType }),
      contentType: meta.contentType,
      startedAt: meta.startedAt,
      seconds: bytes.length,
    })
  }
  return recovered.sort((a, b) => b.startedAt - a.startedAt)
}

export async function forgetRecording(id: string, store: UseStore = sharedStore()): Promise<void> {
  const pieces = (await keys<string>(store)).map(String).filter((key) => key.startsWith(`piece:${id}:`))
  await delMany(pieces, store)
  await del(metaKey(id), store)
}
