import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback, useState } from 'react'
import type { SyncClient } from '../../../sync/client.ts'
import { toast } from '../../ui/toaster.tsx'
import {
  editPatch,
  fromMediaItem,
  fromPhotoFieldNote,
  type MediaEditForm,
  type MediaEntry,
  newestFirst,
} from './media-rules.ts'
import { MEDIA_MESSAGES } from './messages.ts'

/**
 * The member's media library from the mirror (media_items and photo_field_notes), newest first, with
 * edit and delete through the queue so both work offline.
 */
export function useMediaLibrary(client: SyncClient, userId: string) {
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const entries = useLiveQuery(async () => {
    try {
      const range = [
        [userId, Dexie.minKey],
        [userId, Dexie.maxKey],
      ] as const
      const [items, notes] = await Promise.all([
        client.db
          .mirror('media_items')
          .where('[user_id+created_at]')
          .between(...range)
          .toArray(),
        client.db
          .mirror('photo_field_notes')
          .where('[user_id+created_at]')
          .between(...range)
          .toArray(),
      ])
      setFailed(false)
      return newestFirst([...items.map(fromMediaItem), ...notes.map(fromPhotoFieldNote)])
    } catch (error) {
      console.error(MEDIA_MESSAGES.loadFailed, error)
      setFailed(true)
      return []
    }
  }, [client, userId, attempt])

  const update = useCallback(
    async (entry: MediaEntry, form: MediaEditForm) => {
      try {
        await client.repository(entry.source).update(entry.id, editPatch(entry, form))
        toast.success(MEDIA_MESSAGES.updated)
        return true
      } catch (error) {
        console.error(MEDIA_MESSAGES.updateFailed, error)
        toast.error(MEDIA_MESSAGES.updateFailed)
        return false
      }
    },
    [client],
  )

  const remove = useCallback(
    async (entry: MediaEntry) => {
      try {
        await client.repository(entry.source).remove(entry.id)
        toast.success(MEDIA_MESSAGES.deleted)
        return true
      } catch (error) {
        console.error(MEDIA_MESSAGES.deleteFailed, error)
        toast.error(MEDIA_MESSAGES.deleteFailed)
        return false
      }
    },
    [client],
  )

  return { entries, failed, retry: () => setAttempt((n) => n + 1), update, remove }
}

/** 001 §8: 'Content copied to clipboard'. */
export async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(MEDIA_MESSAGES.copied)
  } catch {
    toast.error('Copy is not available here')
  }
}
