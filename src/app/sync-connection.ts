import { isAuthRetryableFetchError, type Session, type SupabaseClient } from '@supabase/supabase-js'
import { type StartSyncOptions, type SyncClient, startSync } from '../../sync/client.ts'
import type { StoredSession } from '../features/auth/auth-backend.ts'
import type { SupabaseConfig } from '../features/auth/supabase-config.ts'

type SyncSession = Awaited<ReturnType<StartSyncOptions['refreshSession']>>

function toSyncSession(session: Session | null): SyncSession {
  return session
    ? { accessToken: session.access_token, refreshToken: session.refresh_token, userId: session.user.id }
    : null
}

/**
 * Offline, the session supabase-js keeps in storage is the one to sync under, even with an expired
 * access token: writes keep their owner, and the worker refreshes the token once back online.
 */
export function storedSyncSession(stored: StoredSession): SyncSession {
  if (stored.isOnline()) return null
  try {
    const raw: unknown = JSON.parse(stored.storage.getItem(stored.key) ?? 'null')
    if (!raw || typeof raw !== 'object') return null
    const { access_token, refresh_token, user } = raw as Record<string, unknown>
    const userId = user && typeof user === 'object' ? (user as Record<string, unknown>).id : undefined
    if (typeof access_token !== 'string' || typeof refresh_token !== 'string' || typeof userId !== 'string')
      return null
    return { accessToken: access_token, refreshToken: refresh_token, userId }
  } catch {
    return null
  }
}

/**
 * Starts this tab's sync worker and keeps it on the signed-in account: every auth change (sign-in,
 * token refresh, sign-out) is handed over, and the worker refreshes an expired token through the
 * app's one supabase-js client.
 */
export function connectSync(
  client: SupabaseClient,
  config: SupabaseConfig,
  stored: StoredSession,
): SyncClient {
  const sync = startSync({
    supabaseUrl: config.url,
    anonKey: config.anonKey,
    localStorage: window.localStorage,
    events: window,
    lifecycle: document,
    navigator,
    ...(navigator.locks ? { locks: navigator.locks } : {}),
    // A refresh that could not reach the server throws; any other failure answers null. The engine
    // backs off and tries again either way (a 500 or 429 from the token endpoint is no sign-out), and
    // a session that is really gone reaches it as SIGNED_OUT below.
    refreshSession: async () => {
      const { data, error } = await client.auth.refreshSession()
      if (error && isAuthRetryableFetchError(error)) throw error
      return toSyncSession(data.session)
    },
  })
  const hand = (session: SyncSession) =>
    sync.setSession(session).catch((error: unknown) => console.warn('Sync session update failed', error))
  const offlineSession = storedSyncSession(stored)
  if (offlineSession) void hand(offlineSession)
  // Never await supabase calls inside this callback (auth-js holds its lock while it runs).
  client.auth.onAuthStateChange((event, session) => {
    // Offline with an expired token the initial read finds no usable session; keep the stored one.
    if (event === 'INITIAL_SESSION' && !session && offlineSession) return
    void hand(toSyncSession(session))
  })
  return sync
}
