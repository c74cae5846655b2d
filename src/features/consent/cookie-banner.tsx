import { useEffect, useState } from 'react'
import {
  acceptAll,
  COOKIE_BANNER_DELAY_MS,
  type ConsentChoices,
  customConsent,
  ICO_REGISTRATION,
  rejectNonEssential,
  type StoredConsent,
} from '../../lib/consent.ts'
import { readConsent, saveConsent } from './consent-store.ts'
import { CustomizeDialog } from './customize-dialog.tsx'

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
    <section className="cookie-banner" aria-label="Cookie consent">
      <h2>We use cookies</h2>
      <p>
        Essential cookies keep you signed in and secure. With your consent we also use analytics, functional
        and marketing cookies. Data controller registration: {ICO_REGISTRATION}.
      </p>
      <div className="button-row">
        <button type="button" className="button-primary" onClick={() => answer(acceptAll(new Date()))}>
          Accept All
        </button>
        <button type="button" onClick={() => answer(rejectNonEssential(new Date()))}>
          Reject Non-Essential
        </button>
        <button type="button" onClick={() => setCustomizing(true)}>
          Customize
        </button>
      </div>
      {customizing && (
        <CustomizeDialog
          open
          initial={ALL_OFF}
          onCancel={() => setCustomizing(false)}
          onSave={(choices) => answer(customConsent(choices, new Date()))}
        />
      )}
    </section>
  )
}
