import { type RefObject, useState } from 'react'
import { CURRENCIES, type CurrencyCode } from '../../lib/currency.ts'
import { Button } from '../../ui/button.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../ui/dialog.tsx'
import { Field } from '../../ui/field.tsx'
import { RadioGroup } from '../../ui/radio-group.tsx'
import { setCurrency, useCurrency } from './use-currency.ts'

function isCurrencyCode(value: string): value is CurrencyCode {
  return CURRENCIES.some((currency) => currency.code === value)
}

export interface CurrencyDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The header's button: focus goes back to it on close (it is not a Radix trigger, see currency-picker.tsx). */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/**
 * Spec 000 §4.2: Cancel and Apply; Apply stays disabled while the choice is unchanged. The picker mounts
 * it afresh for each opening, so the choice starts from the current currency.
 */
export default function CurrencyDialog({ open, onOpenChange, returnFocusTo }: CurrencyDialogProps) {
  const code = useCurrency()
  const [choice, setChoice] = useState<CurrencyCode>(code)

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>Choose currency</DialogTitle>
        </DialogHeader>
        <Field label="Currency" hideLabel>
          <RadioGroup
            value={choice}
            onValueChange={(value) => {
              if (isCurrencyCode(value)) setChoice(value)
            }}
            options={CURRENCIES.map((currency) => ({
              value: currency.code,
              label: `${currency.symbol} ${currency.code} · ${currency.name}`,
            }))}
          />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            disabled={choice === code}
            onClick={() => {
              setCurrency(choice)
              onOpenChange(false)
            }}
          >
            Apply
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
