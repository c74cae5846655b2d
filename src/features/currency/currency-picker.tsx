import { useState } from 'react'
import { CURRENCIES, type CurrencyCode } from '../../lib/currency.ts'
import { Button } from '../../ui/button.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../ui/dialog.tsx'
import { Field } from '../../ui/field.tsx'
import { RadioGroup } from '../../ui/radio-group.tsx'
import { useCurrencyStore } from './currency-store.ts'

function isCurrencyCode(value: string): value is CurrencyCode {
  return CURRENCIES.some((currency) => currency.code === value)
}

/** Spec 000 §4.2: Cancel and Apply; Apply stays disabled while the choice is unchanged. */
export function CurrencyPicker() {
  const code = useCurrencyStore((state) => state.code)
  const setCode = useCurrencyStore((state) => state.setCode)
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState<CurrencyCode>(code)
  const current = CURRENCIES.find((currency) => currency.code === code)

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setChoice(code)
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="px-2 tabular-nums"
          // The visible text is part of the name (WCAG 2.5.3): speech users can say what they see.
          aria-label={`Currency: ${current?.name ?? code}, ${current?.symbol ?? ''} ${code}`}
        >
          {current?.symbol} {code}
        </Button>
      </DialogTrigger>
      <DialogContent size="sm" aria-describedby={undefined}>
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
              setCode(choice)
              setOpen(false)
            }}
          >
            Apply
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
