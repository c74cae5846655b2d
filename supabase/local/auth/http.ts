import type { Context } from 'hono'
import type { HonoEnv } from '../context.ts'
import { authError } from './store.ts'

const API_VERSION = '2024-01-01'

export async function body(c: Context<HonoEnv>): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse((await c.req.text()) || '{}')
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>
  } catch {
    // falls through to the 400 below
  }
  throw authError(400, 'bad_json', 'Could not parse request body as JSON')
}

/** GoTrue answers carry the API version the client asked for (auth-js reads error codes by it). */
export function json(c: Context<HonoEnv>, status: number, payload: string): Response {
  return new Response(payload, {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'X-Supabase-Api-Version': c.req.header('X-Supabase-Api-Version') ?? API_VERSION,
    },
  })
}
