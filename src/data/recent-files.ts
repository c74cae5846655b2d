import { createStore, del, delMany, get, set, type UseStore, update } from 'idb-keyval'

/**
 * The member's own recent captures, kept on the device after upload so they open offline: a bounded
 * store, least recently used out. A local store rather than the service worker's cache because the
 * files are private: the addresses a page loads them from are signed (a new token each time, so a URL
 * cache would miss), and every entry here is tagged with its owner, so another account signed in on
 * the same device never sees it.
 */
export const RECENT_FILES_LIMIT = { files: 60, bytes: 150 * 1024 * 1024 }

export interface RecentEntry {
  key: string
  userId: string
  bytes: number
  usedAt: number
}

/** Keys to drop so the rest fits the limit: other accounts' first, then the least recently used. */
export function evictions(
  index: readonly RecentEntry[],
  userId: string,
  limit: { files: number; bytes: number } = RECENT_FILES_LIMIT,
): string[] {
  const others = index.filter((entry) => entry.userId !== userId).map((entry) => entry.key)
  const mine = index.filter((entry) => entry.userId === userId).sort((a, b) => b.usedAt - a.usedAt)
  const dropped: string[] = []
  let bytes = 0
  mine.forEach((entry, position) => {
    bytes += entry.bytes
    if (position >= limit.files || bytes > limit.bytes) dropped.push(entry.key)
  })
  return [...others, ...dropped]
}

export interface RecentFiles {
  get(userId: string, bucket: string, path: string): Promise<Blob | null>
  put(userId: string, bucket: string, path: string, blob: Blob): Promise<void>
}

type KeptBytes = { bytes: ArrayBuffer; type: string }

const INDEX = 'index'
const fileKey = (bucket: string, path: string) => `${bucket}/${path}`
const blobKey = (key: string) => `file:${key}`

let defaultStore: UseStore | undefined

function sharedStore(): UseStore {
  defaultStore ??= createStore('jul-recent-files', 'files')
  return defaultStore
}

export function recentFiles(store: UseStore = sharedStore()): RecentFiles {
  const touch = (key: string, userId: string, bytes: number, now: number) =>
    new Promise<string[]>((resolve, reject) => {
      let dropped: string[] = []
      update<RecentEntry[]>(
        INDEX,
        (index = []) => {
          const next = [...index.filter((entry) => entry.key !== key), { key, userId, bytes, usedAt: now }]
          dropped = evictions(next, userId)
          return next.filter((entry) => !dropped.includes(entry.key))
        },
        store,
      ).then(() => resolve(dropped), reject)
    })

  return {
    async get(userId, bucket, path) {
      const key = fileKey(bucket, path)
      const entry = (await get<RecentEntry[]>(INDEX, store))?.find(
        (e) => e.key === key && e.userId === userId,
      )
      if (!entry) return null
      const kept = await get<KeptBytes>(blobKey(key), store)
      if (!(kept?.bytes instanceof ArrayBuffer)) {
        await del(blobKey(key), store)
        return null
      }
      const dropped = await touch(key, userId, entry.bytes, Date.now())
      if (dropped.length) await delMany(dropped.map(blobKey), store)
      return new Blob([kept.bytes], { type: kept.type })
    },
    async put(userId, bucket, path, blob) {
      const key = fileKey(bucket, path)
      // Bytes rather than the Blob: every engine's IndexedDB keeps an ArrayBuffer as it was given.
      await set(blobKey(key), { bytes: await blob.arrayBuffer(), type: blob.type } satisfies KeptBytes, store)
      const dropped = await touch(key, userId, blob.size, Date.now())
      if (dropped.length) await delMany(dropped.map(blobKey), store)
    },
  }
}
