import { useState } from 'react'
import type { ConsentChoices } from '../../lib/consent.ts'
import { Button } from '../../ui/button.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../ui/dialog.tsx'
import { ConsentSwitches } from './consent-switches.tsx'

interface CustomizeDialogProps {
  open: boolean
  initial: ConsentChoices
  onCancel: () => void
  onSave: (choices: ConsentChoices) => void
}

export function CustomizeDialog({ open, initial, onCancel, onSave }: CustomizeDialogProps) {
  const [choices, setChoices] = useState(initial)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel()
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cookie Preferences</DialogTitle>
          <DialogDescription>Choose which optional cookies we may use.</DialogDescription>
        </DialogHeader>
        <ConsentSwitches choices={choices} onChange={setChoices} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={() => onSave(choices)}>Save Preferences</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
