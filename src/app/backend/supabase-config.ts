/** The backend's address and public key for this page: plain values, no supabase-js (kept off the first load). */

/**
 * The Supabase CLI's well-known local anon key: the local server (supabase/local) signs with the CLI's
 * default JWT secret, so this key works against `npm start` with no configuration.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

export interface SupabaseConfig {
  url: string
  anonKey: string
}

/** The local server serves the app and the API on one origin, so the page's origin is the default URL. */
export function supabaseConfig(
  env: { VITE_SUPABASE_URL?: string | undefined; VITE_SUPABASE_ANON_KEY?: string | undefined },
  origin: string,
): SupabaseConfig {
  return {
    url: env.VITE_SUPABASE_URL || origin,
    anonKey: env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  }
}

/** supabase-js' default session key for a project URL: sb-<first host label>-auth-token. */
export function authStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`
}

/** The configuration of this page (env first, then the page origin and the local anon key). */
export function pageSupabaseConfig(): SupabaseConfig {
  return supabaseConfig(import.meta.env, window.location.origin)
}
