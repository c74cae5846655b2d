import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { CURRENCIES, type CurrencyCode } from '../../lib/currency.ts'
import { useCurrencyStore } from './currency-store.ts'

/** Spec 000 §4.2: Cancel and Apply; Apply stays disabled while the choice is unchanged. */
export function CurrencyPicker() {
  const code = useCurrencyStore((state) => state.code)
  const setCode = useCurrencyStore((state) => state.setCode)
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState<CurrencyCode>(code)
  const current = CURRENCIES.find((currency) => currency.code === code)

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setChoice(code)
      }}
    >
      <Dialog.Trigger className="currency-button" aria-label={`Currency: ${current?.name ?? code}`}>
        {current?.symbol} {code}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby={undefined}>
          <Dialog.Title>Choose currency</Dialog.Title>
          <fieldset className="currency-options">
            <legend className="visually-hidden">Currency</legend>
            {CURRENCIES.map((currency) => (
              <label key={currency.code}>
                <input
                  type="radio"
                  name="currency"
                  value={currency.code}
                  checked={choice === currency.code}
                  onChange={() => setChoice(currency.code)}
                />
                {currency.symbol} {currency.code} · {currency.name}
              </label>
            ))}
          </fieldset>
          <div className="button-row">
            <Dialog.Close className="button-secondary">Cancel</Dialog.Close>
            <button
              type="button"
              className="button-primary"
              disabled={choice === code}
              onClick={() => {
                setCode(choice)
                setOpen(false)
              }}
            >
              Apply
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
