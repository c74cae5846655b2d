import { memberRange } from '../../../sync/public/member-range.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { toastSuccess, useWrite } from '../../data/write.ts'
import { toast } from '../../ui/toaster.tsx'
import {
  editPatch,
  fromMediaItem,
  fromPhotoFieldNote,
  type MediaEditForm,
  type MediaEntry,
  newestFirst,
} from './media-rules.ts'
import { MEDIA_TEXTS } from './texts.ts'

/**
 * The member's media library from the mirror (media_items and photo_field_notes), newest first, with
 * edit and delete through the queue so both work offline.
 */
export function useMediaLibrary(userId: string) {
  const read = useMirrorRead(
    async (db) => {
      const own = memberRange(userId)
      const [items, notes] = await Promise.all([
        db
          .mirror('media_items')
          .where('[user_id+created_at]')
          .between(...own)
          .toArray(),
        db
          .mirror('photo_field_notes')
          .where('[user_id+created_at]')
          .between(...own)
          .toArray(),
      ])
      return newestFirst([...items.map(fromMediaItem), ...notes.map(fromPhotoFieldNote)])
    },
    [userId],
    { what: 'media library' },
  )
  const write = useWrite()
  return {
    read,
    update: (entry: MediaEntry, form: MediaEditForm) =>
      write({ failure: MEDIA_TEXTS.updateFailed, success: MEDIA_TEXTS.updated }, (client) =>
        client.repository(entry.source).update(entry.id, editPatch(entry, form)),
      ),
    remove: (entry: MediaEntry) =>
      write({ failure: MEDIA_TEXTS.deleteFailed, success: MEDIA_TEXTS.deleted }, (client) =>
        client.repository(entry.source).remove(entry.id),
      ),
  }
}

/** 001 §8: 'Content copied to clipboard'. */
export async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    toastSuccess(MEDIA_TEXTS.copied)
  } catch {
    toast.error('Copy is not available here')
  }
}
