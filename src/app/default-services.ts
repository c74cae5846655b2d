import type { InvokeFunction, InvokeOptions } from '../data/functions.ts'
import type { ProposalStore } from '../data/public-proposals.ts'
import type { PublicSiteBackend } from '../data/public-site.ts'
import type { AuthBackend } from '../features/auth/auth-backend.ts'
import { authStorageKey, pageSupabaseConfig } from '../features/auth/supabase-config.ts'
import { isStaffEmail, STAFF_CONFIG } from '../lib/staff.ts'
import { retryWhenOnline } from './retry-when-online.ts'
import type { AppServices } from './services.ts'

/**
 * The app's services without their weight on the first load: every call waits for the real
 * services (supabase-js and the sync engine, services.ts), which start loading at once and arrive
 * just after the first render. The calls are asynchronous anyway, so nothing waits longer than it
 * would have; the sync client reaches React through `syncReady`.
 */
export interface DeferredOptions {
  /** The backend's URL: public storage addresses are built from it without the client. */
  storageUrl: string
  /**
   * True when supabase-js may hold or be handed a session: one is stored, or a sign-in link's tokens
   * are in the address. Otherwise the visitor is signed out, and nobody waits for the client to say so.
   */
  mayHaveSession: () => boolean
}

export function deferredServices(load: () => Promise<AppServices>, options: DeferredOptions): AppServices {
  let loading: Promise<AppServices> | undefined
  const real = () => {
    loading ??= retryWhenOnline(load)
    return loading
  }
  const auth: AuthBackend = {
    currentUser: async () => (options.mayHaveSession() ? (await real()).auth.currentUser() : null),
    onChange: (listener) => {
      let stop: (() => void) | null = null
      let stopped = false
      void real().then((services) => {
        if (!stopped) stop = services.auth.onChange(listener)
      })
      return () => {
        stopped = true
        stop?.()
      }
    },
    signIn: async (email, password) => (await real()).auth.signIn(email, password),
    signUp: async (email, password) => (await real()).auth.signUp(email, password),
    sendMagicLink: async (email, redirectTo) => (await real()).auth.sendMagicLink(email, redirectTo),
    adoptSession: async (tokens) => (await real()).auth.adoptSession(tokens),
    signOut: async () => (await real()).auth.signOut(),
    clearLocalSession: async () => (await real()).auth.clearLocalSession(),
  }
  const site = async () => {
    const services = await real()
    if (!services.publicSite) throw new Error('The public site is not available')
    return services.publicSite
  }
  const publicSite: PublicSiteBackend = {
    proposal: async (slug) => (await site()).proposal(slug),
    companyReports: async (query) => (await site()).companyReports(query),
    serviceCards: async () => (await site()).serviceCards(),
    // The public object URL needs no client: the same address supabase-js' getPublicUrl builds.
    publicUrl: (bucket, path) =>
      `${options.storageUrl.replace(/\/$/, '')}/storage/v1/object/public/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`,
    listFiles: async (bucket, folder) => (await site()).listFiles(bucket, folder),
    upload: async (bucket, path, file) => (await site()).upload(bucket, path, file),
  }
  const store = async () => {
    const services = await real()
    if (!services.proposals) throw new Error('The proposal store is not available')
    return services.proposals
  }
  const proposals: ProposalStore = {
    list: async () => (await store()).list(),
    get: async (id) => (await store()).get(id),
    save: async (proposal) => (await store()).save(proposal),
  }
  const invokeFunction = (async (name: string, options?: InvokeOptions) =>
    (await real()).invokeFunction(name, options)) as InvokeFunction
  const services: AppServices = {
    auth,
    liveUsers: async () => (await real()).liveUsers(),
    brandAssets: {
      listLogos: async (search) => (await real()).brandAssets.listLogos(search),
      invoke: async (name) => (await real()).brandAssets.invoke(name),
    },
    isStaffEmail: (email) => isStaffEmail(email, STAFF_CONFIG),
    invokeFunction,
    publicSite,
    proposals,
    syncReady: real().then((loaded) => loaded.syncReady ?? loaded.sync),
    onAuthEvent: (event) => {
      void real().then((loaded) => loaded.onAuthEvent?.(event))
    },
  }
  return services
}

let defaults: AppServices | undefined

const AUTH_PARAMS = /(?:access_token|refresh_token|error_description|[?&#]code)=/

/** The page's services, created once per tab; the real ones start loading now. */
export function defaultServices(): AppServices {
  const { url } = pageSupabaseConfig()
  const key = authStorageKey(url)
  defaults ??= deferredServices(
    () => import('./services.ts').then((module) => module.createRuntimeServices()),
    {
      storageUrl: url,
      mayHaveSession: () =>
        window.localStorage.getItem(key) !== null ||
        AUTH_PARAMS.test(window.location.hash + window.location.search),
    },
  )
  return defaults
}
