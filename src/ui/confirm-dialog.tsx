import { useState } from 'react'
import { Button } from './button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.tsx'

interface ConfirmDialogProps {
  open: boolean
  title: string
  /** The spec's question ('Are you sure you want to delete this session?'). */
  question: string
  confirmLabel: string
  cancelLabel?: string
  /** While a returned promise runs the button shows it is busy; the dialog closes once it settles. */
  onConfirm: () => unknown
  /** Cancel, Escape, a click outside, and the end of a confirmed action. */
  onClose: () => void
}

/** A destructive action asked once more before it happens (an alert dialog: focus starts inside). */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
      onClose()
    }
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent size="sm" role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{question}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="destructive" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
