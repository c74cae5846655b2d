import { useLiveQuery } from 'dexie-react-hooks'
import { useContext, useEffect, useRef, useState } from 'react'
import { CAPTURE_BUCKET } from '../../sync/public/capture-bucket.ts'
import { bytesWaiting, receiptOf, type UploadReceipt } from '../../sync/public/uploads.ts'
import { AuthContext } from './auth.ts'
import { useMemberFiles } from './member-files.ts'
import { recentFiles } from './recent-files.ts'
import { storagePathOf } from './storage-url.ts'
import { useSyncClient } from './sync-context.ts'
import { useSyncStatus } from './use-sync-status.ts'

export type { UploadReceipt } from '../../sync/public/uploads.ts'

export interface LocalFile {
  /**
   * What an <img>/<audio> should load: the copy on this device (waiting for upload, or kept among the
   * member's recent files), else a signed address of the private file, else `url` for any other file.
   */
  src: string | null
  /** Where the file's upload stands; null for a file this device never held (another device's). */
  receipt: UploadReceipt | null
}

function useObjectUrl(blob: Blob | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null)
  useEffect(() => {
    // A store that gave the blob back as something else (some engines' IndexedDB) is no source.
    const created = blob instanceof Blob ? URL.createObjectURL(blob) : null
    setObjectUrl(created)
    return () => {
      if (created) URL.revokeObjectURL(created)
    }
  }, [blob])
  return objectUrl
}

/**
 * A captured file as this device sees it (002 §2.7: files are stored on the device first and uploaded
 * by the upload lane). Reads the attachment store, so a photo taken offline shows at once and after a
 * reload, with its receipt; after upload it comes from the member's recent files on this device (so it
 * opens offline), or is fetched once through a signed URL and kept there.
 */
export function useLocalFile(url: string | null | undefined, bucket: string = CAPTURE_BUCKET.id): LocalFile {
  const client = useSyncClient()
  const userId = useContext(AuthContext)?.user?.id ?? null
  const files = useMemberFiles()
  const { online } = useSyncStatus()
  const path = storagePathOf(url, bucket)
  const record = useLiveQuery(
    async () =>
      client && path
        ? ((await client.db.attachments.filter((a) => a.bucket === bucket && a.path === path).first()) ??
          null)
        : null,
    [client, path, bucket],
  )
  const onDevice = record?.blob instanceof Blob ? record.blob : null
  const loaded = record !== undefined
  const [kept, setKept] = useState<{ path: string; blob: Blob } | null>(null)
  const [signed, setSigned] = useState<{ path: string; url: string } | null>(null)

  useEffect(() => {
    if (onDevice || !path || !userId || !loaded) return
    let current = true
    const recent = recentFiles()
    void (async () => {
      const blob = await recent.get(userId, bucket, path)
      if (blob) {
        if (current) setKept({ path, blob })
        return
      }
      if (!files || !online) return
      const address = await files.signedUrl(bucket, path)
      if (!address || !current) return
      setSigned({ path, url: address })
      const response = await fetch(address)
      if (!response.ok) return
      const fetched = await response.blob()
      await recent.put(userId, bucket, path, fetched)
      if (current) setKept({ path, blob: fetched })
    })().catch((error: unknown) => console.warn(`Could not load ${bucket}/${path}`, error))
    return () => {
      current = false
    }
  }, [onDevice, path, userId, bucket, files, online, loaded])

  const keptBlob = kept?.path === path ? kept.blob : null
  const objectUrl = useObjectUrl(onDevice ?? keptBlob)
  // A private file's own address loads nothing without the session's header: only its signed form.
  const fallback = path ? (signed?.path === path ? signed.url : null) : (url ?? null)
  return { src: objectUrl ?? fallback, receipt: record ? receiptOf(record, online) : null }
}

/** Bytes of the member's captured files still to reach the server (the offline banner). */
export function useBytesWaiting(): number {
  const client = useSyncClient()
  const userId = useContext(AuthContext)?.user?.id ?? null
  return (
    useLiveQuery(async () => (client && userId ? bytesWaiting(client.db, userId) : 0), [client, userId]) ?? 0
  )
}

export interface UploadProgress {
  total: number
  uploaded: number
  failed: number
}

/**
 * Files of the signed-in member captured on this device since `since` (ms), or still waiting: how many
 * went up. The sync engine frees a blob once its row is on the server, so a file that was seen here and
 * has left the store counts as uploaded (unless it had been refused: then the member discarded it).
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
