import {
  isAuthApiError,
  isAuthRetryableFetchError,
  type Session,
  type SupabaseClient,
} from '@supabase/supabase-js'
import { type StartSyncOptions, type SyncClient, startSync } from '../../../sync/client.ts'
import type { StoredSession } from './auth-backend.ts'
import type { SupabaseConfig } from './supabase-config.ts'

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
 * The auth server's answers that mean the session is gone for good: revoked (a sign-out everywhere
 * elsewhere), or its refresh token already rotated by a refresh whose answer this device lost (a reload
 * mid-refresh). supabase-js keeps such a session while its access token has not expired by the clock,
 * so the page would look signed in for up to an hour while nothing syncs.
 */
const SESSION_GONE = new Set(['refresh_token_not_found', 'refresh_token_already_used', 'session_not_found'])

type RefreshingAuth = Pick<SupabaseClient['auth'], 'refreshSession' | 'signOut'>

/**
 * The sync worker's refresh through the page's one supabase-js client. Unreachable: throws, the engine
 * retries later. Refused for good: ends the session on this device, so the member reads "Session
 * expired" and signs in again (the queue is kept for them). Anything else answers null: the engine
 * shows it and backs off.
 */
export async function refreshForSync(auth: RefreshingAuth): Promise<SyncSession> {
  const { data, error } = await auth.refreshSession()
  if (error && isAuthRetryableFetchError(error)) throw error
  if (error && isAuthApiError(error) && error.code && SESSION_GONE.has(error.code))
    await auth.signOut({ scope: 'local' })
  return toSyncSession(data.session)
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
    refreshSession: () => refreshForSync(client.auth),
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
