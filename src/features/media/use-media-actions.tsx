import { useState } from 'react'
import { StoredPhoto } from '../../data/stored-media.tsx'
import type { MemberAccess } from '../../lib/access.ts'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../ui/dialog.tsx'
import { toast } from '../../ui/toaster.tsx'
import { EditMediaDialog } from './media-dialogs.tsx'
import type { EntryActions } from './media-entry.tsx'
import { copyText, type MediaEditForm, type MediaEntry, type MediaShell, mediaRights } from './media-rules.ts'
import { MEDIA_LABELS, MEDIA_TEXTS } from './texts.ts'
import { copyToClipboard } from './use-media-library.ts'

interface Library {
  update: (entry: MediaEntry, form: MediaEditForm) => Promise<boolean>
  remove: (entry: MediaEntry) => Promise<boolean>
}

/**
 * Copy, edit, delete and preview with the tier rules of the shell (002 §6 on the phone, 001 §6 in the
 * console), and the dialogs they open. A gated action explains itself with the spec's message.
 */
export function useMediaActions(shell: MediaShell, member: MemberAccess, library: Library) {
  const [editing, setEditing] = useState<MediaEntry | null>(null)
  const [deleting, setDeleting] = useState<MediaEntry | null>(null)
  const [previewing, setPreviewing] = useState<MediaEntry | null>(null)
  const rights = mediaRights(shell, member)

  const actions: EntryActions = {
    rights,
    onCopy: (entry) => void copyToClipboard(copyText(entry)),
    onEdit: (entry) => {
      if (rights.edit === null) setEditing(entry)
      else if (rights.edit !== 'hidden') toast.error(rights.edit)
    },
    onDelete: (entry) => {
      if (rights.delete === null) setDeleting(entry)
      else toast.error(rights.delete)
    },
    onPreview: setPreviewing,
  }

  const dialogs = (
    <>
      <EditMediaDialog entry={editing} onClose={() => setEditing(null)} onSave={library.update} />
      {/* 002 §5, 001 §5: 'Are you sure you want to delete this item?'. */}
      <ConfirmDialog
        open={deleting !== null}
        title={MEDIA_LABELS.delete}
        question={MEDIA_TEXTS.confirmDelete}
        confirmLabel={MEDIA_LABELS.delete}
        cancelLabel={MEDIA_LABELS.cancel}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && library.remove(deleting)}
      />
      <Dialog open={previewing !== null} onOpenChange={(open) => !open && setPreviewing(null)}>
        <DialogContent size="lg" aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{previewing?.title ?? 'Photo'}</DialogTitle>
          </DialogHeader>
          <StoredPhoto
            url={previewing?.photoUrl}
            alt={previewing?.title ?? 'Photo'}
            className="w-full object-contain"
          />
        </DialogContent>
      </Dialog>
    </>
  )
  return { actions, dialogs }
}
