import type { FunctionEnv, FunctionHandler } from '../../../supabase/functions/_shared/function-env.ts'
import { type BackendTarget, backend } from './backend.ts'

/** The error body and status a failed supabase-js functions.invoke carries. */
export async function invokeError(error: unknown): Promise<{ status: number; body: unknown }> {
  const response = (error as { context?: Response } | null)?.context
  if (!response) throw new Error(`expected a FunctionsHttpError, got ${String(error)}`)
  return { status: response.status, body: await response.json() }
}

/** The environment the local server gives a function, plus the provider variables of a test. */
export function functionEnv(
  extra: Record<string, string> = {},
  target: BackendTarget = backend(),
): FunctionEnv {
  return {
    SUPABASE_URL: target.url,
    SUPABASE_ANON_KEY: target.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: target.serviceRoleKey,
    JWT_SECRET: target.jwtSecret,
    ...extra,
  }
}

/** Runs a handler in-process, as the local server would, with a test's own provider configuration. */
export async function callHandler(
  handler: FunctionHandler,
  env: FunctionEnv,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string>; path?: string },
): Promise<{ status: number; json: Record<string, unknown>; response: Response }> {
  const headers: Record<string, string> = { apikey: env.SUPABASE_ANON_KEY, ...init.headers }
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  let body: BodyInit | undefined
  if (init.body instanceof FormData || typeof init.body === 'string') body = init.body
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body)
    headers['Content-Type'] = 'application/json'
  }
  const lines: string[] = []
  const response = await handler(
    new Request(`${env.SUPABASE_URL}/functions/v1/${init.path ?? 'fn'}`, {
      method: init.method ?? 'POST',
      headers,
      ...(body === undefined ? {} : { body }),
    }),
    env,
    { log: (line) => lines.push(line) },
  )
  const text = await response.clone().text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    json = {}
  }
  return { status: response.status, json, response }
}
