import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useRef, useState } from 'react'
import { storagePathOf } from './storage-url.ts'
import { useSyncClient } from './sync-context.ts'
import { useSyncStatus } from './use-sync-status.ts'

/** Where a captured file stands: on this device waiting, going up now, refused, or on the server. */
export type UploadState = 'waiting' | 'uploading' | 'failed' | 'uploaded'

export interface LocalFile {
  /** What an <img>/<audio> should load: the blob kept on this device while there is one, else `url`. */
  src: string | null
  /** Null for a file this device never held (a seeded or another device's file). */
  upload: UploadState | null
  error: string | null
}

/**
 * A file in a public bucket as this device sees it (002 §2.7: blobs are stored on the device first and
 * uploaded by the sync engine's attachment queue). Reads the attachment store, so a photo taken offline
 * shows at once and after a reload, and the screen can say how its upload is going.
 */
export function useLocalFile(url: string | null | undefined, bucket: string): LocalFile {
  const client = useSyncClient()
  const { online, syncing } = useSyncStatus()
  const path = storagePathOf(url, bucket)
  const record = useLiveQuery(
    async () =>
      client && path
        ? ((await client.db.attachments.filter((a) => a.bucket === bucket && a.path === path).first()) ??
          null)
        : null,
    [client, path, bucket],
  )
  const blob = record?.blob ?? null
  const [objectUrl, setObjectUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) {
      setObjectUrl(null)
      return
    }
    // A store that gave the blob back as something else (some engines' IndexedDB) falls back to the URL.
    const created = blob instanceof Blob ? URL.createObjectURL(blob) : null
    setObjectUrl(created)
    return () => {
      if (created) URL.revokeObjectURL(created)
    }
  }, [blob])

  let upload: UploadState | null = null
  if (record?.status === 'uploaded') upload = 'uploaded'
  else if (record?.status === 'failed') upload = 'failed'
  else if (record) upload = online && syncing ? 'uploading' : 'waiting'
  return { src: objectUrl ?? url ?? null, upload, error: record?.error ?? null }
}

export interface UploadProgress {
  total: number
  uploaded: number
  failed: number
}

/**
 * Files of the signed-in member captured on this device since `since` (ms), or still waiting: how many
 * went up. The upload queue works file by file, so progress is counted in files. The sync engine frees a
 * blob once its row is on the server, so a file that was seen here and has left the store counts as
 * uploaded (unless it had been refused: then the member discarded it).
 */
export function useUploadProgress(userId: string | null, since: number): UploadProgress | undefined {
  const client = useSyncClient()
  const seen = useRef(new Map<string, string>())
  const live = useLiveQuery(async () => {
    if (!client || !userId) return []
    const mine = await client.db.attachments.where('user_id').equals(userId).toArray()
    return mine
      .filter((a) => a.created_at >= since || a.status !== 'uploaded')
      .map((a) => ({ id: a.id, status: a.status }))
  }, [client, userId, since])
  if (live === undefined) return undefined
  const present = new Set(live.map((a) => a.id))
  for (const file of live) seen.current.set(file.id, file.status)
  for (const [id, status] of seen.current) {
    if (present.has(id)) continue
    // Gone after a refusal means discarded by the member; gone otherwise means sent and freed.
    if (status === 'failed') seen.current.delete(id)
    else seen.current.set(id, 'uploaded')
  }
  const statuses = [...seen.current.values()]
  return {
    total: statuses.length,
    uploaded: statuses.filter((status) => status === 'uploaded').length,
    failed: statuses.filter((status) => status === 'failed').length,
  }
}
