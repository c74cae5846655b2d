import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The proxy in front of the local server's /rest/v1 (tests/conformance/global-setup.ts). */
    postgrestUrl: string
  }
}

// The suite talks to PostgREST 12 at localhost:3000 and PostgREST 13 at localhost:3001. Both names
// reach the same local server through the proxy: it implements the current PostgREST (13+).
export const POSTGREST_URL = inject('postgrestUrl')
export const POSTGREST_13_URL = POSTGREST_URL
