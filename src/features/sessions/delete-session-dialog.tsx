import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { SESSION_TEXTS } from './texts.ts'
import { useSessionWrites } from './use-session-actions.ts'

/** 001 §5, 002 §4: 'Are you sure you want to delete this session?', then the delete through the queue. */
export function DeleteSessionDialog({
  session,
  onClose,
}: {
  session: { id: string } | null
  onClose: () => void
}) {
  const { remove } = useSessionWrites()
  return (
    <ConfirmDialog
      open={session !== null}
      title="Delete session"
      question={SESSION_TEXTS.confirmDelete}
      confirmLabel="Delete"
      onClose={onClose}
      onConfirm={() => session && remove(session)}
    />
  )
}
