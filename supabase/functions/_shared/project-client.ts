import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../types.gen.ts'
import type { FunctionEnv } from './function-env.ts'

// The project's own API as the functions call it: supabase-js typed with supabase/types.gen.ts, so a
// table, column, filter or RPC argument that does not exist fails the type check instead of a request.
// As the service role (functions act for the server), or with the member's token, so row-level security
// decides exactly as it does for the app.

export type ProjectClient = SupabaseClient<Database>

/**
 * Functions never listen to realtime, yet supabase-js wants a WebSocket class where the runtime has
 * none (Node 20, the local server's host). One that refuses to open keeps it honest.
 */
class NoRealtime {
  constructor() {
    throw new Error('Functions do not use realtime')
  }
}

function options(headers: Record<string, string> = {}) {
  return {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as unknown as typeof WebSocket },
    global: { headers },
  }
}

export function serviceClient(env: FunctionEnv): ProjectClient {
  return createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, options())
}

export function memberClient(env: FunctionEnv, token: string): ProjectClient {
  return createClient<Database>(
    env.SUPABASE_URL,
    env.SUPABASE_ANON_KEY,
    options({ Authorization: `Bearer ${token}` }),
  )
}

/** A failed call to the project's own API: its status and PostgREST's (or Storage's) message, for the log. */
export class ProjectApiError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message)
    this.name = 'ProjectApiError'
  }
}

/** What supabase-js answers: data, or an error (PostgREST's or Storage's). */
interface Answer {
  data: unknown
  error: { message: string; code?: string | undefined } | null
}

/** The data of a successful answer (its type as supabase-js gives it for success). */
type Success<A extends Answer> = Extract<A, { error: null }>['data']

/** The answer's data, or a ProjectApiError naming what failed. */
export function orThrow<A extends Answer>(answer: A, what: string): Success<A> {
  if (answer.error) throw new ProjectApiError(`${what}: ${answer.error.message}`, answer.error.code ?? null)
  return answer.data as Success<A>
}

/** The one row a write answered (`.select().single()`), or a ProjectApiError. */
export function oneRow<A extends Answer>(answer: A, what: string): NonNullable<Success<A>> {
  const data = orThrow(answer, what)
  if (data === null || data === undefined) throw new ProjectApiError(`${what}: no row`)
  return data as NonNullable<Success<A>>
}
