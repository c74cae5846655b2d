import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser'
import { useMemo, useState } from 'react'
import type { SyncClient } from '../../sync/client.ts'
import type { KeyValueStorage } from '../lib/storage.ts'
import { toast } from '../ui/toaster.tsx'
import { type SessionTokens, useAuth } from './auth.ts'
import { FunctionCallError, type InvokeFunction, useInvokeFunction } from './functions.ts'
import { useSyncClient } from './sync-context.ts'
import { toastSuccess } from './write.ts'

/** 001 §5, §8 biometric messages, verbatim. */
export const BIOMETRIC_MESSAGES = {
  mustLogIn: 'You must be logged in to enable biometric authentication',
  enableFailed: 'Failed to enable biometric authentication',
  enableError: 'An error occurred while enabling biometric authentication',
  enabled: 'Biometric authentication enabled successfully',
  failed: 'Biometric authentication failed',
  sessionFailed: 'Failed to create session',
  authenticationFailed: 'Authentication failed',
  signedIn: 'Signed in successfully',
  disableFailed: 'Failed to disable biometric authentication',
  disabled: 'Biometric authentication disabled',
  noCredentials: 'No biometric credentials found for this device',
} as const

/** Local storage keys: do not change without a migration (enrolled devices would forget themselves). */
export const BIOMETRIC_DEVICE_KEY = 'jul-biometric-device-id'
export const BIOMETRIC_USER_KEY = 'jul-biometric-user-id'

/** A biometric step that failed; `message` is the spec's text to show. */
export class BiometricError extends Error {
  override readonly name = 'BiometricError'
}

export interface Biometric {
  /** The browser can do WebAuthn (a platform authenticator is still needed to succeed). */
  supported: boolean
  /** Enrols this device for the signed-in member (001 §4: not enrolled → enrolled). */
  enrol(deviceName?: string): Promise<string>
  /** Signs in with this device's credential and makes the issued session current. */
  signIn(): Promise<string>
  /** Disables this device's credential through sync (enrolled → not enrolled). */
  disable(): Promise<string>
}

interface Dependencies {
  invoke: InvokeFunction
  userId: string | null
  storage: KeyValueStorage
  adoptSession: (tokens: SessionTokens) => Promise<{ error: string | null }>
  sync: SyncClient | null
  webAuthn: {
    supported: () => boolean
    register: typeof startRegistration
    authenticate: typeof startAuthentication
  }
}

/** This device's id for biometric_credentials.device_id, made once and kept. */
export function deviceIdOf(storage: KeyValueStorage): string {
  const stored = storage.getItem(BIOMETRIC_DEVICE_KEY)
  if (stored) return stored
  const created = crypto.randomUUID()
  storage.setItem(BIOMETRIC_DEVICE_KEY, created)
  return created
}

const statusOf = (error: unknown) => (error instanceof FunctionCallError ? error.status : null)

export function createBiometric(deps: Dependencies): Biometric {
  const { invoke, storage } = deps
  return {
    supported: deps.webAuthn.supported(),
    async enrol(deviceName) {
      if (!deps.userId) throw new BiometricError(BIOMETRIC_MESSAGES.mustLogIn)
      const deviceId = deviceIdOf(storage)
      try {
        const { options } = await invoke<{ options: PublicKeyCredentialCreationOptionsJSON }>(
          'biometric-signin',
          {
            body: { action: 'registration-options', deviceId },
          },
        )
        const response = await deps.webAuthn.register({ optionsJSON: options })
        await invoke('biometric-signin', { body: { action: 'register', deviceId, deviceName, response } })
      } catch (error) {
        const known =
          error instanceof FunctionCallError || (error instanceof Error && error.name === 'NotAllowedError')
        throw new BiometricError(known ? BIOMETRIC_MESSAGES.enableFailed : BIOMETRIC_MESSAGES.enableError, {
          cause: error,
        })
      }
      storage.setItem(BIOMETRIC_USER_KEY, deps.userId)
      return BIOMETRIC_MESSAGES.enabled
    },
    async signIn() {
      const userId = storage.getItem(BIOMETRIC_USER_KEY)
      let session: SessionTokens
      try {
        const { options } = await invoke<{ options: PublicKeyCredentialRequestOptionsJSON }>(
          'biometric-signin',
          {
            body: { action: 'authentication-options', ...(userId ? { userId } : {}) },
          },
        )
        const response = await deps.webAuthn.authenticate({ optionsJSON: options })
        ;({ session } = await invoke<{ session: SessionTokens }>('biometric-signin', {
          body: { action: 'authenticate', response },
        }))
      } catch (error) {
        const status = statusOf(error)
        const message =
          status === 404
            ? BIOMETRIC_MESSAGES.noCredentials
            : status === 502
              ? BIOMETRIC_MESSAGES.sessionFailed
              : status === 401 || (error instanceof Error && error.name === 'NotAllowedError')
                ? BIOMETRIC_MESSAGES.failed
                : BIOMETRIC_MESSAGES.authenticationFailed
        throw new BiometricError(message, { cause: error })
      }
      const adopted = await deps.adoptSession(session)
      if (adopted.error) throw new BiometricError(BIOMETRIC_MESSAGES.sessionFailed)
      return BIOMETRIC_MESSAGES.signedIn
    },
    async disable() {
      const deviceId = storage.getItem(BIOMETRIC_DEVICE_KEY)
      const rows =
        deps.sync && deps.userId && deviceId
          ? await deps.sync.db.mirror('biometric_credentials').where('user_id').equals(deps.userId).toArray()
          : []
      const row = rows.find((candidate) => candidate.device_id === deviceId)
      if (!deps.sync || !row) throw new BiometricError(BIOMETRIC_MESSAGES.noCredentials)
      try {
        await deps.sync.repository('biometric_credentials').update(row.id, { is_active: false })
      } catch (error) {
        throw new BiometricError(BIOMETRIC_MESSAGES.disableFailed, { cause: error })
      }
      return BIOMETRIC_MESSAGES.disabled
    },
  }
}

/** Biometric enrolment, sign-in and disabling for this device (settings' biometric card, sign-in page). */
export function useBiometric(): Biometric {
  const invoke = useInvokeFunction()
  const { user, adoptSession } = useAuth()
  const sync = useSyncClient()
  const userId = user?.id ?? null
  return useMemo(
    () =>
      createBiometric({
        invoke,
        userId,
        storage: window.localStorage,
        adoptSession,
        sync,
        webAuthn: {
          supported: browserSupportsWebAuthn,
          register: startRegistration,
          authenticate: startAuthentication,
        },
      }),
    [invoke, userId, adoptSession, sync],
  )
}

export interface BiometricSignIn {
  /** WebAuthn works here and this device was enrolled: a credential can answer. */
  offered: boolean
  busy: boolean
  /** Signs in with this device's credential, toasting the outcome; answers whether it worked. */
  signIn(): Promise<boolean>
}

/**
 * Biometric sign-in (000 §6, every tier) as every screen offers it: the console's lock screen, `/auth`
 * and the mobile sign-in prompt.
 */
export function useBiometricSignIn(): BiometricSignIn {
  const biometric = useBiometric()
  const [busy, setBusy] = useState(false)
  return {
    offered: biometric.supported && window.localStorage.getItem(BIOMETRIC_USER_KEY) !== null,
    busy,
    signIn: async () => {
      setBusy(true)
      try {
        toastSuccess(await biometric.signIn())
        return true
      } catch (error) {
        console.error('biometric sign-in', error)
        toast.error(error instanceof BiometricError ? error.message : BIOMETRIC_MESSAGES.authenticationFailed)
        return false
      } finally {
        setBusy(false)
      }
    },
  }
}
