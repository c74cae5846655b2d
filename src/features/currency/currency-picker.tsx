import { lazy, Suspense, useRef, useState } from 'react'
import { CURRENCIES } from '../../lib/currency.ts'
import { Button } from '../../ui/button.tsx'
import { useCurrency } from './use-currency.ts'

const loadDialog = () => import('./currency-dialog.tsx')
const CurrencyDialog = lazy(loadDialog)

/**
 * The header's currency button. The dialog (Radix Dialog and RadioGroup, about 12 kB gzip) is not part of
 * the first page: it loads when the pointer or focus reaches the button, or on the click itself.
 */
export function CurrencyPicker() {
  const code = useCurrency()
  const [open, setOpen] = useState(false)
  const [openings, setOpenings] = useState(0)
  const button = useRef<HTMLButtonElement>(null)
  const current = CURRENCIES.find((currency) => currency.code === code)

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        className="px-2 tabular-nums"
        // The visible text is part of the name (WCAG 2.5.3): speech users can say what they see.
        aria-label={`Currency: ${current?.name ?? code}, ${current?.symbol ?? ''} ${code}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setOpenings((count) => count + 1)
          setOpen(true)
        }}
      >
        {current?.symbol} {code}
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <CurrencyDialog key={openings} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  )
}
