import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import type { SyncClient } from '../../../sync/client.ts'
import type { AnonApi } from '../../data/anon-api.ts'
import type { AuthBackend } from '../../data/auth.ts'
import { FunctionCallError, type InvokeFunction } from '../../data/functions.ts'
import { type MemberFiles, SIGNED_URL_SECONDS } from '../../data/member-files.ts'
import type { ProposalStore } from '../../data/public-proposals.ts'
import type { PublicSiteBackend } from '../../data/public-site.ts'
import type { StaffDirectory } from '../../data/staff-directory.ts'
import type { AuthAuditEvent } from '../../features/auth/auth-context.tsx'
import { parseLiveUsersCount } from '../../lib/live-users.ts'
import { isStaffEmail, STAFF_CONFIG } from '../../lib/staff.ts'
import { type StoredSession, supabaseAuthBackend } from './auth-backend.ts'
import { type BrandAssetsBackend, brandAssetsBackend } from './brand-assets-check.ts'
import { connectErrorSink, reportPageErrors } from './error-reporting.ts'
import { providePageAudit } from './page-audit.ts'
import { supabaseProposalStore } from './proposal-store.ts'
import { supabasePublicSite } from './public-site-backend.ts'
import { supabaseStaffDirectory } from './staff-directory-backend.ts'
import { getSupabase } from './supabase-client.ts'
import { authStorageKey, pageSupabaseConfig } from './supabase-config.ts'

/** Everything the shell asks of the backend, injectable so tests run the shell with fakes. */
export interface AppServices {
  auth: AuthBackend
  liveUsers: () => Promise<number>
  brandAssets: BrandAssetsBackend
  isStaffEmail: (email: string) => boolean
  /** Backend functions for features (src/data/functions.ts). */
  invokeFunction: InvokeFunction
  /** Absent in unit tests that render the shell without a sync engine. */
  sync?: SyncClient
  /** The sync engine when it starts after the first render (the page's own services, default-services.ts). */
  syncReady?: Promise<SyncClient | undefined>
  /** Starts the sync engine now if it waits for the page to be idle (a visitor's form sent), then hands it over. */
  startSync?: () => Promise<SyncClient | undefined>
  /** Published proposals and reports, service cards for visitors, public storage (src/data/public-site.ts). */
  publicSite?: PublicSiteBackend
  /** The member's private files (captures) through signed URLs; absent in tests that show none. */
  memberFiles?: MemberFiles
  /** public_proposals for the staff editor (online); absent in tests that never reach it. */
  proposals?: ProposalStore
  /** Members staff screens list without syncing them (src/data/staff-directory.ts). */
  staffDirectory?: StaffDirectory
  /** Auth events for the audit trail (spec 000 §3, §7). */
  onAuthEvent?: (event: AuthAuditEvent) => void
  /**
   * Logout's last chance for the queue, showing what it still sends (features/auth/sign-out-progress):
   * resolves with how many changes stay unsent on the device.
   */
  drainQueue?: () => Promise<number>
}

/**
 * The services on the page's supabase-js client. The service cards and the brand-logo check go by `anon`
 * (public either way); the live count goes with the session, because the function counts a signed-in
 * caller once per account.
 */
export function supabaseServices(client: SupabaseClient, anon: AnonApi, stored?: StoredSession): AppServices {
  return {
    auth: supabaseAuthBackend(client, stored),
    liveUsers: async () => {
      const { data, error } = await client.functions.invoke('live-users', { method: 'GET' })
      if (error) throw error
      return parseLiveUsersCount(data)
    },
    brandAssets: brandAssetsBackend(anon),
    isStaffEmail: (email) => isStaffEmail(email, STAFF_CONFIG),
    invokeFunction: supabaseFunctionInvoker(client),
    publicSite: { ...supabasePublicSite(client), serviceCards: anon.serviceCards },
    memberFiles: {
      signedUrl: async (bucket, path) => {
        const { data, error } = await client.storage.from(bucket).createSignedUrl(path, SIGNED_URL_SECONDS)
        return error ? null : data.signedUrl
      },
    },
    proposals: supabaseProposalStore(client),
    staffDirectory: supabaseStaffDirectory(client),
  }
}

/** The function's own `{ error }` text when it answered JSON, else its status line. */
async function httpErrorMessage(
  error: FunctionsHttpError,
): Promise<{ message: string; status: number | null }> {
  const response: unknown = error.context
  if (!(response instanceof Response)) return { message: error.message, status: null }
  const body: unknown = await response.json().catch(() => null)
  const text =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : null
  return { message: text ?? `${response.status} ${response.statusText}`.trim(), status: response.status }
}

export function supabaseFunctionInvoker(client: SupabaseClient): InvokeFunction {
  return async <T>(name: string, options: { body?: unknown; method?: 'GET' | 'POST' } = {}) => {
    const { data, error } = await client.functions.invoke(name, {
      method: options.method ?? 'POST',
      ...(options.body === undefined ? {} : { body: options.body as Record<string, unknown> }),
    })
    if (!error) return data as T
    if (error instanceof FunctionsHttpError) {
      const { message, status } = await httpErrorMessage(error)
      throw new FunctionCallError(name, message, status, false)
    }
    throw new FunctionCallError(name, error instanceof Error ? error.message : String(error), null, true)
  }
}

/**
 * The page's real services on the one supabase-js client, loaded after the first render by
 * default-services.ts (supabase-js is not on the website's first load). The sync engine (Dexie, zod,
 * the worker) and the audit trail come in a second step, so signing in never waits for them.
 */
export function createRuntimeServices(anon: AnonApi): AppServices {
  const client = getSupabase()
  const config = pageSupabaseConfig()
  const stored = {
    storage: window.localStorage,
    key: authStorageKey(config.url),
    isOnline: () => navigator.onLine,
  }
  // Before the sync database is opened (and so made anew): did the browser clear it since last time?
  const evictionChecked = import('../pwa/eviction-check.ts')
    .then((module) => module.noticeEvictedData())
    .catch((error: unknown) => console.warn('Eviction check failed', error))
  const sync = evictionChecked
    .then(() => import('./sync-connection.ts'))
    .then((module) => module.connectSync(client, config, stored))
  const audit = import('./audit.ts').then((module) => ({
    module,
    trail: module.createAuditTrail(
      (name, options) => client.functions.invoke(name, options),
      window.localStorage,
      window,
      (name, args) => client.rpc(name, args),
    ),
  }))
  reportPageErrors()
  void audit.then(({ module, trail }) => {
    providePageAudit((event) => module.recordAuditEvent(trail, event))
    connectErrorSink(module.clientErrorSink(trail))
    void sync.then((engine) => engine && module.reportSyncFailures(engine))
  })
  return {
    ...supabaseServices(client, anon, stored),
    syncReady: sync,
    onAuthEvent: (event) => {
      void audit.then(({ module, trail }) => module.recordAuthEvent(trail, event))
    },
    drainQueue: async () => {
      const engine = await sync
      if (!engine) return 0
      const progress = await import('../../features/auth/sign-out-progress.tsx').catch(() => null)
      return progress ? progress.drainWithProgress(engine) : engine.prepareSignOut()
    },
  }
}
