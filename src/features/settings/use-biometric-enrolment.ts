import { useState } from 'react'
import { useAuth } from '../../data/auth.ts'
import {
  BIOMETRIC_DEVICE_KEY,
  BIOMETRIC_MESSAGES,
  BIOMETRIC_USER_KEY,
  BiometricError,
  useBiometric,
  useBiometricSignIn,
} from '../../data/biometric.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { toastSuccess } from '../../data/write.ts'
import { toast } from '../../ui/toaster.tsx'
import { BIOMETRIC_EXTRA_TEXTS } from './texts.ts'

/** "Chrome on macOS": what the member sees in their device list. */
export function deviceNameFrom(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser'
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'this device'
  return `${browser} on ${system}`
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof BiometricError ? error.message : fallback

/**
 * This device's biometric enrolment (001 §4: not enrolled ⇄ enrolled). The server writes the
 * biometric_credentials row on enrolment; until sync brings it, the switch trusts the answer it got.
 */
export function useBiometricEnrolment() {
  const biometric = useBiometric()
  const signIn = useBiometricSignIn()
  const userId = useAuth().user?.id
  const [optimistic, setOptimistic] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const deviceId = window.localStorage.getItem(BIOMETRIC_DEVICE_KEY)
  const read = useMirrorRead(
    async (db) => {
      if (!userId || !deviceId) return null
      const rows = await db.mirror('biometric_credentials').where('user_id').equals(userId).toArray()
      return rows.find((candidate) => candidate.device_id === deviceId) ?? null
    },
    [userId, deviceId],
    { what: 'biometric enrolment', isEmpty: () => false },
  )
  const stored = read.status === 'ready' && read.data?.is_active === true
  const enrolled = optimistic ?? stored
  if (optimistic !== null && optimistic === stored) setOptimistic(null)

  async function run(action: () => Promise<string>, next: boolean, fallback: string) {
    setBusy(true)
    try {
      toastSuccess(await action())
      setOptimistic(next)
    } catch (error) {
      console.error('biometric', error)
      toast.error(messageOf(error, fallback))
    } finally {
      setBusy(false)
    }
  }

  return {
    supported: biometric.supported,
    enrolled,
    busy: busy || signIn.busy,
    /** Enrolled here for this member: the lock screen may offer biometric unlock. */
    canUnlock: biometric.supported && enrolled && window.localStorage.getItem(BIOMETRIC_USER_KEY) === userId,
    enable: () =>
      run(() => biometric.enrol(deviceNameFrom(navigator.userAgent)), true, BIOMETRIC_MESSAGES.enableFailed),
    disable: () => run(() => biometric.disable(), false, BIOMETRIC_EXTRA_TEXTS.genericError),
    signIn: signIn.signIn,
  }
}
