import { useAuth } from '../../data/auth.ts'
import { useConsolePreferences } from '../../data/console-preferences.ts'
import { Button } from '../../ui/button.tsx'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Field } from '../../ui/field.tsx'
import { Lock } from '../../ui/icons.ts'
import { Switch } from '../../ui/switch.tsx'
import { LOCK_TEXTS } from './texts.ts'
import { useAnalyticsConsent } from './use-analytics-consent.ts'
import { useConsoleLock } from './use-console-lock.ts'

/** 001 §2 security and privacy: auto-lock after 15 minutes, offline cache, analytics. */
export function SecurityCard() {
  const [preferences, setPreferences] = useConsolePreferences()
  const [analytics, setAnalytics] = useAnalyticsConsent()
  const { lock } = useConsoleLock(useAuth().user?.id ?? null)

  function setOfflineCache(on: boolean) {
    setPreferences({ offlineCache: on })
    // Asks the browser not to evict this device's copy under storage pressure.
    if (on) navigator.storage?.persist?.().catch(() => undefined)
  }

  return (
    <Card as="section" aria-labelledby="security-privacy">
      <CardHeader>
        <CardTitle id="security-privacy">Security & privacy</CardTitle>
      </CardHeader>
      <CardContent>
        <Field
          label="Auto-lock"
          hint="Lock the console after 15 minutes without activity."
          layout="inline-end"
        >
          <Switch checked={preferences.autoLock} onCheckedChange={(on) => setPreferences({ autoLock: on })} />
        </Field>
        <Field
          label="Offline cache"
          hint="Keep your console data on this device so it opens without a network."
          layout="inline-end"
        >
          <Switch checked={preferences.offlineCache} onCheckedChange={setOfflineCache} />
        </Field>
        <Field
          label="Analytics"
          hint="Share anonymous usage to improve JUL (your cookie choice)."
          layout="inline-end"
        >
          <Switch checked={analytics} onCheckedChange={setAnalytics} />
        </Field>
      </CardContent>
      <CardFooter>
        <Button variant="outline" size="sm" onClick={lock}>
          <Lock aria-hidden="true" />
          {LOCK_TEXTS.lockNow}
        </Button>
      </CardFooter>
    </Card>
  )
}
