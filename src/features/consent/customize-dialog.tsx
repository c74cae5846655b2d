import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import type { ConsentChoices } from '../../lib/consent.ts'
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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>Cookie Preferences</Dialog.Title>
          <Dialog.Description>Choose which optional cookies we may use.</Dialog.Description>
          <ConsentSwitches choices={choices} onChange={setChoices} />
          <div className="button-row">
            <Dialog.Close className="button-secondary">Cancel</Dialog.Close>
            <button type="button" className="button-primary" onClick={() => onSave(choices)}>
              Save Preferences
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
