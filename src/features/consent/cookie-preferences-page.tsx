import { useState } from 'react'
import type { ConsentChoices } from '../../lib/consent.ts'
import { customConsent, ICO_REGISTRATION } from '../../lib/consent.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { Container, PageIntro } from '../../ui/layouts/website.tsx'
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
    <main>
      <Container width="prose" className="grid gap-6 pb-16">
        <PageIntro
          title="Cookie Preferences"
          lead={`Change which optional cookies we may use. Data controller registration: ${ICO_REGISTRATION}.`}
        />
        <Card>
          <ConsentSwitches
            choices={choices}
            onChange={(next) => {
              setChoices(next)
              setSaved(false)
            }}
          />
        </Card>
        <Button
          className="w-fit"
          onClick={() => {
            saveConsent(window.localStorage, window, customConsent(choices, new Date()))
            setSaved(true)
          }}
        >
          Save Preferences
        </Button>
        {saved && <Alert variant="success">Your cookie preferences were saved.</Alert>}
      </Container>
    </main>
  )
}
