import { FunctionCallError } from '../../data/functions.ts'
import { DRIVE_TEXTS } from './texts.ts'

/**
 * The Google Drive connection of the Sessions tab (001 §2: checking, ready, error; signed in or not).
 *
 *   checking ──keys──▶ ready (signed out) ──connect──▶ ready (signed in)
 *      │                     │ connect fails: stays signed out, says 'Failed to connect…'
 *      └─no keys / offline / bad answer──▶ error (the spec's message; Retry re-checks)
 */
export type DriveState =
  | { status: 'checking' }
  | { status: 'error'; message: string }
  | { status: 'ready'; signedIn: boolean; keys: { apiKey: string; clientId: string } }

/** Reads get-google-keys' answer: keys, or 'not configured' in the spec's words. */
export function driveStateFromAnswer(answer: unknown): DriveState {
  if (!answer || typeof answer !== 'object')
    return { status: 'error', message: DRIVE_TEXTS.notConfiguredProperly }
  const record = answer as Record<string, unknown>
  if (record.configured === false) {
    const message =
      record.message === DRIVE_TEXTS.credentialsMissing
        ? DRIVE_TEXTS.credentialsMissing
        : DRIVE_TEXTS.notConfigured
    return { status: 'error', message }
  }
  const { apiKey, clientId } = record
  if (typeof apiKey === 'string' && apiKey && typeof clientId === 'string' && clientId) {
    return { status: 'ready', signedIn: false, keys: { apiKey, clientId } }
  }
  if (!apiKey && !clientId) return { status: 'error', message: DRIVE_TEXTS.notConfigured }
  return { status: 'error', message: DRIVE_TEXTS.credentialsMissing }
}

/** A failed key request: no network is 'connection unavailable', anything else 'Failed to connect…'. */
export function driveStateFromError(error: unknown, online: boolean): DriveState {
  const offline = !online || (error instanceof FunctionCallError && error.offline)
  return { status: 'error', message: offline ? DRIVE_TEXTS.unavailable : DRIVE_TEXTS.connectFailed }
}

export function driveStatusLabel(state: DriveState): string {
  if (state.status === 'checking') return 'Checking Google Drive…'
  if (state.status === 'error') return 'Google Drive unavailable'
  return state.signedIn ? 'Google Drive connected' : 'Google Drive ready: not signed in'
}

/** What pressing 'Check for new recordings' says when the drive cannot be used yet (001 §8). */
export function driveBlocker(state: DriveState): string | null {
  if (state.status === 'checking') return DRIVE_TEXTS.initializing
  if (state.status === 'error') return state.message
  return state.signedIn ? null : DRIVE_TEXTS.connectFirst
}
