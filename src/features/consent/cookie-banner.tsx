import { lazy, Suspense, useEffect, useState } from 'react'
import {
  acceptAll,
  COOKIE_BANNER_DELAY_MS,
  type ConsentChoices,
  customConsent,
  ICO_REGISTRATION,
  rejectNonEssential,
  type StoredConsent,
} from '../../lib/consent.ts'
import { Button } from '../../ui/button.tsx'
import { Cookie } from '../../ui/icons.ts'
import { readConsent, saveConsent } from './consent-store.ts'

// Radix Dialog and the switches load only when the visitor asks to customise (or points at the button).
const loadCustomizeDialog = () => import('./customize-dialog.tsx')
const CustomizeDialog = lazy(() => loadCustomizeDialog().then((m) => ({ default: m.CustomizeDialog })))

const ALL_OFF: ConsentChoices = { analytics: false, functional: false, marketing: false }

/** Spec 000 §4.5: 1 s after load, only while there is no stored answer for version 1.0. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false)
  const [customizing, setCustomizing] = useState(false)

  useEffect(() => {
    if (readConsent(window.localStorage)) return
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  function answer(consent: StoredConsent) {
    saveConsent(window.localStorage, window, consent)
    setCustomizing(false)
    setVisible(false)
  }

  if (!visible) return null
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-[calc(0.75rem+var(--safe-bottom))] z-(--z-banner) mx-auto max-w-2xl rounded-2xl border border-border bg-surface p-5 text-surface-foreground shadow-xl motion-safe:animate-sheet-up"
    >
      <div className="flex gap-3">
        <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid gap-1.5">
          <h2 className="text-base font-semibold">We use cookies</h2>
          <p className="text-sm text-muted-foreground">
            Essential cookies keep you signed in and secure. With your consent we also use analytics,
            functional and marketing cookies. Data controller registration: {ICO_REGISTRATION}.
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => answer(acceptAll(new Date()))}>Accept All</Button>
        <Button variant="outline" onClick={() => answer(rejectNonEssential(new Date()))}>
          Reject Non-Essential
        </Button>
        <Button
          variant="ghost"
          onPointerEnter={() => void loadCustomizeDialog()}
          onFocus={() => void loadCustomizeDialog()}
          onClick={() => setCustomizing(true)}
        >
          Customize
        </Button>
      </div>
      {customizing && (
        <Suspense fallback={null}>
          <CustomizeDialog
            open
            initial={ALL_OFF}
            onCancel={() => setCustomizing(false)}
            onSave={(choices) => answer(customConsent(choices, new Date()))}
          />
        </Suspense>
      )}
    </section>
  )
}
