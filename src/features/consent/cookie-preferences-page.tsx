import { useState } from 'react'
import type { ConsentChoices } from '../../lib/consent.ts'
import { customConsent, ICO_REGISTRATION } from '../../lib/consent.ts'
import { readConsent, saveConsent } from './consent-store.ts'
import { ConsentSwitches } from './consent-switches.tsx'

function currentChoices(): ConsentChoices {
  const stored = readConsent(window.localStorage)
  if (!stored) return { analytics: false, functional: false, marketing: false }
  const { analytics, functional, marketing } = stored.consent
  return { analytics, functional, marketing }
}

/** /cookie-preferences: change the cookie answer at any time (spec 000 §2.2, §4.5). */
export default function CookiePreferencesPage() {
  const [choices, setChoices] = useState(currentChoices)
  const [saved, setSaved] = useState(false)

  return (
    <main className="page">
      <h1>Cookie Preferences</h1>
      <p>Change which optional cookies we may use. Data controller registration: {ICO_REGISTRATION}.</p>
      <ConsentSwitches
        choices={choices}
        onChange={(next) => {
          setChoices(next)
          setSaved(false)
        }}
      />
      <button
        type="button"
        className="button-primary"
        onClick={() => {
          saveConsent(window.localStorage, window, customConsent(choices, new Date()))
          setSaved(true)
        }}
      >
        Save Preferences
      </button>
      {saved && <p role="status">Your cookie preferences were saved.</p>}
    </main>
  )
}
