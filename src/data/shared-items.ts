import { createStore, del, entries } from 'idb-keyval'
import { useEffect, useRef, useState } from 'react'
import { type KeptShare, SHARE_TARGET } from '../../sw/protocol.ts'
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

const store = () => createStore(SHARE_TARGET.database, SHARE_TARGET.store)

export async function takeSharedItem(): Promise<SharedItem | null> {
  const kept = await entries<string, KeptShare>(store())
  const oldest = kept.sort(([a], [b]) => a.localeCompare(b))[0]
  if (!oldest) return null
  const [key, share] = oldest
  await del(key, store())
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
