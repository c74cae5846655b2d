import { mayHoldLocalDatabase } from '../../../sync/public/local-presence.ts'
import { type AnonApi, anonApi } from '../../data/anon-api.ts'
import type { AuthBackend } from '../../data/auth.ts'
import type { InvokeFunction, InvokeOptions } from '../../data/functions.ts'
import type { ProposalStore } from '../../data/public-proposals.ts'
import type { PublicSiteBackend } from '../../data/public-site.ts'
import type { StaffDirectory } from '../../data/staff-directory.ts'
import { isStaffEmail, STAFF_CONFIG } from '../../lib/staff.ts'
import { whenFirstScreenUp } from '../boot/first-screen.ts'
import { afterFirstLoad } from '../boot/idle-prefetch.ts'
import { shellAt } from '../boot/shell-choice.ts'
import { brandAssetsBackend } from './brand-assets-check.ts'
import type { AppServices } from './services.ts'
import { authStorageKey, pageSupabaseConfig } from './supabase-config.ts'

/**
 * The app's services without their weight on the first load: every call waits for the real
 * services (supabase-js and the sync engine, services.ts). A member with a stored session starts
 * them at once; a visitor's pages never load them until a call needs them (a sign-in, a
 * form sent, a route reading the backend) or `startWhen` says a session arrived. The anonymous calls
 * every page makes (the live-user count, the service cards, the brand-logo check) go by plain fetch
 * (`anon`) and start nothing; the live count goes through the client once it has started. Calls nobody waits on (auth changes, the sync client's arrival through
 * `syncReady`) wait for that start without causing it.
 */
export interface DeferredOptions {
  /** The backend's URL: public storage addresses are built from it without the client. */
  storageUrl: string
  /**
   * True when supabase-js may hold or be handed a session: one is stored, or a sign-in link's tokens
   * are in the address. Otherwise the visitor is signed out, and nobody waits for the client to say so.
   */
  mayHaveSession: () => boolean
  anon: AnonApi
  /** For a visitor: calls `start` when the services are wanted unasked (another tab signed in). */
  startWhen?: (start: () => void) => void
}

type Methods<T> = { [K in keyof T as T[K] extends (...args: never[]) => Promise<unknown> ? K : never]: T[K] }

/**
 * An object whose methods call the same methods of `target()` once it has arrived. The names come as
 * the keys of a record, so the compiler checks each one is a method and none is missing.
 */
function forwarding<T>(target: () => Promise<T>, names: Record<keyof Methods<T>, 1>): Methods<T> {
  return Object.fromEntries(
    Object.keys(names).map((name) => [
      name,
      async (...args: unknown[]) => {
        const object = await target()
        return (object[name as keyof T] as (...params: unknown[]) => Promise<unknown>).apply(object, args)
      },
    ]),
  ) as Methods<T>
}

/** `services[part]`, or a clear error when this backend has none. */
const partOf =
  <K extends 'publicSite' | 'proposals' | 'staffDirectory'>(real: () => Promise<AppServices>, part: K) =>
  async (): Promise<NonNullable<AppServices[K]>> => {
    const found = (await real())[part]
    if (!found) throw new Error(`The ${part} service is not available`)
    return found as NonNullable<AppServices[K]>
  }

export function deferredServices(load: () => Promise<AppServices>, options: DeferredOptions): AppServices {
  let loading: Promise<AppServices> | undefined
  let arrive: (services: Promise<AppServices>) => void = () => undefined
  const started = new Promise<AppServices>((resolve) => {
    arrive = resolve
  })
  const real = () => {
    if (!loading) {
      loading = load()
      arrive(loading)
    }
    return loading
  }
  if (!options.mayHaveSession()) options.startWhen?.(() => void real())
  else void real()
  const auth: AuthBackend = {
    onChange: (listener) => {
      let stop: (() => void) | null = null
      let stopped = false
      void started.then((services) => {
        if (!stopped) stop = services.auth.onChange(listener)
      })
      return () => {
        stopped = true
        stop?.()
      }
    },
    ...forwarding<Omit<AuthBackend, 'currentUser'>>(async () => (await real()).auth, {
      signIn: 1,
      signUp: 1,
      sendMagicLink: 1,
      sendPasswordReset: 1,
      updatePassword: 1,
      adoptSession: 1,
      signOut: 1,
      clearLocalSession: 1,
    }),
    currentUser: async () => (options.mayHaveSession() ? (await real()).auth.currentUser() : null),
  }
  const publicSite: PublicSiteBackend = {
    ...forwarding<Omit<PublicSiteBackend, 'serviceCards'>>(partOf(real, 'publicSite'), {
      proposal: 1,
      companyReports: 1,
      listFiles: 1,
      upload: 1,
    }),
    serviceCards: options.anon.serviceCards,
    // The public object URL needs no client: the same address supabase-js' getPublicUrl builds.
    publicUrl: (bucket, path) =>
      `${options.storageUrl.replace(/\/$/, '')}/storage/v1/object/public/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`,
  }
  const proposals: ProposalStore = forwarding(partOf(real, 'proposals'), { list: 1, get: 1, save: 1 })
  const staffDirectory: StaffDirectory = forwarding(partOf(real, 'staffDirectory'), {
    findMembers: 1,
    members: 1,
    latestSessions: 1,
  })
  const invokeFunction = (async (name: string, options?: InvokeOptions) =>
    (await real()).invokeFunction(name, options)) as InvokeFunction
  const services: AppServices = {
    auth,
    // The function counts a signed-in caller once per account (it reads the token), so once the client
    // is there the poll goes through it with the session; before, the visitor is anonymous anyway.
    liveUsers: async () => (loading ? (await loading).liveUsers() : options.anon.liveUsers()),
    brandAssets: brandAssetsBackend(options.anon),
    isStaffEmail: (email) => isStaffEmail(email, STAFF_CONFIG),
    invokeFunction,
    publicSite,
    memberFiles: {
      signedUrl: async (bucket, path) => (await real()).memberFiles?.signedUrl(bucket, path) ?? null,
    },
    proposals,
    staffDirectory,
    syncReady: started.then((loaded) => loaded.syncReady ?? loaded.sync),
    startSync: async () => {
      const loaded = await real()
      return loaded.syncReady ?? loaded.sync
    },
    onAuthEvent: (event) => {
      void started.then((loaded) => loaded.onAuthEvent?.(event))
    },
    drainQueue: async () => (await started).drainQueue?.() ?? 0,
  }
  return services
}

let defaults: AppServices | undefined

const AUTH_PARAMS = /(?:access_token|refresh_token|error_description|[?&#]code)=/

/** The page's services, created once per tab; the real ones start now for a member, on need for a visitor. */
export function defaultServices(): AppServices {
  if (defaults) return defaults
  const config = pageSupabaseConfig()
  const key = authStorageKey(config.url)
  const anon = anonApi(config)
  defaults = deferredServices(
    () => import('./services.ts').then((module) => module.createRuntimeServices(anon)),
    {
      storageUrl: config.url,
      mayHaveSession: () =>
        window.localStorage.getItem(key) !== null ||
        AUTH_PARAMS.test(window.location.hash + window.location.search),
      anon,
      startWhen: (start) => {
        window.addEventListener('storage', (event) => {
          if (event.key === key && event.newValue !== null) start()
        })
        // The mobile sign-in prompt says when a signed-out account left unsent changes here, which
        // only the local database knows: a phone that has one loads it after the splash and its first
        // screen; a first visit has none and loads nothing until the visitor signs in.
        if (shellAt(window) === 'mobile')
          afterFirstLoad(window, () =>
            whenFirstScreenUp(window, () => {
              void mayHoldLocalDatabase(window.indexedDB).then((held) => held && start())
            }),
          )
      },
    },
  )
  return defaults
}
