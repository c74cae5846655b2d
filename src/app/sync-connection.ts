import type { Session, SupabaseClient } from '@supabase/supabase-js'
import { type StartSyncOptions, type SyncClient, startSync } from '../../sync/client.ts'
import type { SupabaseConfig } from '../features/auth/supabase-client.ts'

type SyncSession = Awaited<ReturnType<StartSyncOptions['refreshSession']>>

function toSyncSession(session: Session | null): SyncSession {
  return session
    ? { accessToken: session.access_token, refreshToken: session.refresh_token, userId: session.user.id }
    : null
}

/**
 * Starts this tab's sync worker and keeps it on the signed-in account: every auth change (sign-in,
 * token refresh, sign-out) is handed over, and the worker refreshes an expired token through the
 * app's one supabase-js client.
 */
export function connectSync(client: SupabaseClient, config: SupabaseConfig): SyncClient {
  const sync = startSync({
    supabaseUrl: config.url,
    anonKey: config.anonKey,
    localStorage: window.localStorage,
    events: window,
    lifecycle: document,
    navigator,
    refreshSession: async () => {
      const { data } = await client.auth.refreshSession()
      return toSyncSession(data.session)
    },
  })
  // Never await supabase calls inside this callback (auth-js holds its lock while it runs).
  client.auth.onAuthStateChange((_event, session) => {
    sync
      .setSession(toSyncSession(session))
      .catch((error: unknown) => console.warn('Sync session update failed', error))
  })
  return sync
}
