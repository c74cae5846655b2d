import type { FunctionEnv } from './function-env.ts'

/** Headers for a call to the project's own API as the service role (functions act for the server). */
export function serviceHeaders(env: FunctionEnv, extra: Record<string, string> = {}): Record<string, string> {
  return {
    apikey: env.SUPABASE_SERVICE_ROLE_KEY,
    Authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`,
    ...extra,
  }
}
