import { useEffect, useRef, useState } from 'react'
import { type KeptShare, SHARE_TARGET } from '../../sw/file-routes.ts'
import { checkSharedFiles, type RefusedFile, sharedNote } from '../lib/shared-items.ts'

/**
 * The one way into the app for what another app shared (the manifest's share target): the service
 * worker keeps each share (sw/share-target.ts) until a page takes it here, oldest first. Taking it
 * removes it, so a share lands in one Quick Add once, even with two tabs open.
 */

export interface SharedItem {
  /** Title, text and link as one note. */
  note: string
  /** Files that passed the upload check (000 §5), in the order they were shared. */
  files: File[]
  /** Files refused by the upload check, each with the spec's reasons. */
  refused: RefusedFile[]
}

const request = <T>(pending: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result)
    pending.onerror = () => reject(pending.error)
  })

/**
 * The oldest kept share, read and deleted in one transaction (keys start with the time it arrived). The
 * store is the one the worker writes with idb-keyval (one database, one object store, out-of-line
 * keys); read here with IndexedDB itself, which keeps idb-keyval's cursor code off the first load.
 */
async function takeOldest(): Promise<KeptShare | null> {
  const open = indexedDB.open(SHARE_TARGET.database)
  open.onupgradeneeded = () => open.result.createObjectStore(SHARE_TARGET.store)
  const db = await request(open)
  try {
    const store = db.transaction(SHARE_TARGET.store, 'readwrite').objectStore(SHARE_TARGET.store)
    const cursor = await request(store.openCursor())
    if (!cursor) return null
    const share = cursor.value as KeptShare
    await request(cursor.delete())
    return share
  } finally {
    db.close()
  }
}

export async function takeSharedItem(): Promise<SharedItem | null> {
  const share = await takeOldest()
  if (!share) return null
  const { accepted, refused } = checkSharedFiles(share.files)
  return { note: sharedNote(share), files: accepted, refused }
}

/** The oldest waiting share, taken once when the screen opens (null when none waits). */
export function useSharedItem(): SharedItem | null {
  const [item, setItem] = useState<SharedItem | null>(null)
  // One take per screen, even when React runs the effect twice: a taken share is gone from the store.
  const taking = useRef<Promise<SharedItem | null> | null>(null)
  useEffect(() => {
    let live = true
    taking.current ??= takeSharedItem()
    taking.current.then(
      (taken) => live && taken && setItem(taken),
      (error: unknown) => console.warn('Could not read what was shared', error),
    )
    return () => {
      live = false
    }
  }, [])
  return item
}
