import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The proxy in front of the local server's /rest/v1 (tests/conformance/global-setup.ts). */
    postgrestUrl: string
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

// postgrest-js talks to PostgREST 12 at localhost:3000 and PostgREST 13 at localhost:3001. Both names
// reach the same local server through the proxy: it implements the current PostgREST (13+).
export const POSTGREST_URL = inject('postgrestUrl')
export const POSTGREST_13_URL = POSTGREST_URL

export const STORAGE_URL = inject('storageUrl')
