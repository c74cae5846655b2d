import { useState } from 'react'
import { StoredPhoto } from '../../data/stored-media.tsx'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../ui/dialog.tsx'
import { toast } from '../../ui/toaster.tsx'
import { DeleteMediaDialog, EditMediaDialog } from './media-dialogs.tsx'
import type { EntryActions } from './media-entry.tsx'
import { copyText, type MediaEditForm, type MediaEntry, type MediaShell, mediaRights } from './media-rules.ts'
import { copyToClipboard } from './use-media-library.ts'

interface Library {
  update: (entry: MediaEntry, form: MediaEditForm) => Promise<boolean>
  remove: (entry: MediaEntry) => Promise<boolean>
}

/**
 * Copy, edit, delete and preview with the tier rules of the shell (002 §6 on the phone, 001 §6 in the
 * console), and the dialogs they open. A gated action explains itself with the spec's message.
 */
export function useMediaActions(shell: MediaShell, library: Library) {
  const access = useMemberAccess()
  const [editing, setEditing] = useState<MediaEntry | null>(null)
  const [deleting, setDeleting] = useState<MediaEntry | null>(null)
  const [previewing, setPreviewing] = useState<MediaEntry | null>(null)
  const rights = mediaRights(
    shell,
    access.status === 'ready' ? access.access : { mobileTier: 'free', canEditDesktop: false },
  )

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
      <DeleteMediaDialog entry={deleting} onClose={() => setDeleting(null)} onConfirm={library.remove} />
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
