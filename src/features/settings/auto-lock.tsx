import { useEffect } from 'react'
import { useAuth } from '../../data/auth.ts'
import { useConsolePreferences } from '../../data/console-preferences.ts'
import { AUTO_LOCK_MS, AUTO_LOCK_WARNING_MS } from '../../lib/console-preferences.ts'
import { ACTIVITY_EVENT_NAMES, createInactivityTimer } from '../../lib/inactivity.ts'
import { Button } from '../../ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../ui/dialog.tsx'
import { Fingerprint, Lock } from '../../ui/icons.ts'
import { toast } from '../../ui/toaster.tsx'
import { LOCK_TEXTS } from './texts.ts'
import { useBiometricEnrolment } from './use-biometric-enrolment.ts'
import { useConsoleLock } from './use-console-lock.ts'

/**
 * Auto-lock after 15 minutes without activity (001 §2 security, §9), when the member keeps it on.
 * The lock screen unlocks with this device's biometric credential (a fresh session from
 * `biometric-signin`), or signs out so the member signs in again. Mounted once by the console.
 */
export function AutoLock() {
  const { user, signOut } = useAuth()
  const [preferences] = useConsolePreferences()
  const { locked, lock, unlock } = useConsoleLock(user?.id ?? null)
  const biometric = useBiometricEnrolment()
  const armed = preferences.autoLock && user !== null && !locked

  useEffect(() => {
    if (!armed) return
    const timer = createInactivityTimer({
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (handle) => window.clearTimeout(handle),
      timeoutMs: AUTO_LOCK_MS,
      warningMs: AUTO_LOCK_WARNING_MS,
      onWarn: () => toast.warning(LOCK_TEXTS.warning),
      onExpire: lock,
    })
    const reset = () => timer.reset()
    for (const name of ACTIVITY_EVENT_NAMES)
      window.addEventListener(name, reset, { passive: true, capture: true })
    timer.reset()
    return () => {
      timer.stop()
      for (const name of ACTIVITY_EVENT_NAMES) window.removeEventListener(name, reset, { capture: true })
    }
  }, [armed, lock])

  return (
    <Dialog open={locked}>
      <DialogContent
        size="sm"
        showClose={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Lock aria-hidden="true" className="size-5" />
            {LOCK_TEXTS.title}
          </DialogTitle>
          <DialogDescription>{LOCK_TEXTS.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => {
              unlock()
              void signOut()
            }}
          >
            {LOCK_TEXTS.signOut}
          </Button>
          {biometric.canUnlock && (
            <Button
              loading={biometric.busy}
              onClick={() => void biometric.signIn().then((signedIn) => signedIn && unlock())}
            >
              <Fingerprint aria-hidden="true" />
              {LOCK_TEXTS.unlockWithBiometrics}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
