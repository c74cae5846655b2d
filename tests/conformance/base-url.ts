import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Proxies in front of /rest/v1 of servers answering as PostgREST 12 and 13 (global-setup.ts). */
    postgrestUrl: string
    postgrest13Url: string
    /** The local server's /storage/v1. */
    storageUrl: string
    /** The local server's /auth/v1, configured as auth-js's Supabase CLI project. */
    authUrl: string
    /** That server's signing keys (the suite's `test/supabase/signing_keys.json`). */
    authSigningKeys: string
    /** Servers standing for the suite's Docker GoTrue instances: sign-ups off; confirmations on. */
    authSignupDisabledUrl: string
    authConfirmationsUrl: string
  }
}

// postgrest-js talks to PostgREST 12 at localhost:3000 and PostgREST 13 at localhost:3001, over one
// database: here two local servers over one database, each answering as its version.
export const POSTGREST_URL = inject('postgrestUrl')
export const POSTGREST_13_URL = inject('postgrest13Url')

export const STORAGE_URL = inject('storageUrl')
