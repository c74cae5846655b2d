import { toastSuccess } from '../../data/write.ts'
import { toast } from '../../ui/toaster.tsx'
import { AUTH_TEXTS } from './texts.ts'

interface SignOutResult {
  error: unknown
}

export interface SignOutDeps {
  /** Revokes this device's session on the server and removes it locally (supabase-js `signOut({ scope: 'local' })`). */
  signOut: () => Promise<SignOutResult>
  /** Removes the session from this device without the server (supabase-js `signOut({ scope: 'local' })`). */
  clearLocalSession: () => Promise<unknown>
  notify: {
    success: (title: string, description?: string) => void
    error: (title: string, description?: string) => void
  }
  /**
   * The queue's last chance before the session goes: resolves with how many changes stay unsent (the
   * drain finished, ran out of time, or the member chose to sign out now). They are kept, and the
   * member is told.
   */
  drainQueue?: () => Promise<number>
}

export type SignOutOutcome = 'signed-out' | 'cleared-locally'

/** The app's toasts, a success with its sound (001 §2 successActions) like every other success. */
export const soundingNotify: SignOutDeps['notify'] = {
  success: (title, description) => toastSuccess(title, description ? { description } : {}),
  error: (title, description) => toast.error(title, description ? { description } : {}),
}

/**
 * Spec 000 §4.3/§8: a failed sign-out still leaves the device signed out. The queue
 * (pending_sync_data) is never cleared here: unsynced work survives the sign-out.
 */
export async function signOutWithFallback(deps: SignOutDeps): Promise<SignOutOutcome> {
  const pending = deps.drainQueue ? await deps.drainQueue().catch(() => 0) : 0
  if (pending > 0) deps.notify.error(AUTH_TEXTS.pendingQueueWarning)
  let failed = false
  try {
    const { error } = await deps.signOut()
    failed = Boolean(error)
  } catch {
    failed = true
  }
  if (!failed) {
    deps.notify.success(AUTH_TEXTS.signedOutTitle, AUTH_TEXTS.signedOutDescription)
    return 'signed-out'
  }
  deps.notify.error(AUTH_TEXTS.signOutErrorTitle, AUTH_TEXTS.signOutErrorDescription)
  await deps.clearLocalSession().catch(() => undefined)
  clearSessionStorage()
  deps.notify.success(AUTH_TEXTS.securelyLoggedOut)
  return 'cleared-locally'
}

function clearSessionStorage() {
  try {
    globalThis.sessionStorage?.clear()
  } catch {
    // Storage can be blocked (privacy mode); the auth session was already removed.
  }
}
