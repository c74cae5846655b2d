import type { z } from 'zod'
import {
  corsHeaders,
  type FunctionEnv,
  type FunctionHandler,
  type FunctionHost,
  jsonResponse,
} from './function-env.ts'
import { bearerToken, TokenRefused, type VerifiedToken, verifyToken } from './verify-token.ts'

// The frame every function runs in: CORS preflight, the allowed methods, the caller's token verified
// (401 `{ error }` for a forged, expired or wrongly signed one), input validation answered with 400
// `{ error }`, a failure answered without internals, and exactly one structured log line per call
// (what the host's log viewer shows: Supabase's function logs, or the local server's log).

/** An answer the function chose (a refused input, a missing sign-in, a provider that failed). */
export class FunctionError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Headers the answer carries besides CORS (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'FunctionError'
  }
}

/** Fields a function adds to its log line (never secrets, never request bodies). */
export type LogFields = Record<string, string | number | boolean | null>

export interface FunctionCall {
  req: Request
  env: FunctionEnv
  /** The verified bearer token; null when the request carries none (a caller without any key). */
  token: VerifiedToken | null
  /** Merged into the call's single log line. */
  log: LogFields
}

type Method = 'GET' | 'POST'

export interface FunctionOptions {
  /**
   * Whether the frame verifies the bearer token (default true). Off only for a caller that proves
   * itself otherwise: the payment provider's webhook signs its body and sends no JWT.
   */
  verifyToken?: boolean
  /** A check that runs once the caller is known and before the function (the AI usage limit). */
  before?: (call: FunctionCall) => Promise<void>
}

async function verifiedToken(req: Request, env: FunctionEnv, log: LogFields): Promise<VerifiedToken | null> {
  const token = bearerToken(req)
  if (token === null) return null
  try {
    return await verifyToken(token, env)
  } catch (error) {
    if (error instanceof TokenRefused) throw new FunctionError(401, error.message)
    // The project's key set could not be fetched: the caller is not at fault, and may try again.
    log.key_set_error = error instanceof Error ? error.message : String(error)
    throw new FunctionError(503, 'The sign-in could not be checked. Please try again.')
  }
}

export function defineFunction(
  name: string,
  methods: readonly Method[],
  handle: (call: FunctionCall) => Promise<Response>,
  options: FunctionOptions = {},
): FunctionHandler {
  return async (req: Request, env: FunctionEnv, host?: FunctionHost): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
    const started = Date.now()
    const log: LogFields = {}
    let response: Response
    try {
      if (!methods.includes(req.method as Method)) throw new FunctionError(405, 'Method not allowed')
      const token = options.verifyToken === false ? null : await verifiedToken(req, env, log)
      const call: FunctionCall = { req, env, log, token }
      await options.before?.(call)
      response = await handle(call)
    } catch (error) {
      if (error instanceof FunctionError) {
        response = jsonResponse({ error: error.message, ...error.extra }, error.status)
        for (const [header, value] of Object.entries(error.headers)) response.headers.set(header, value)
        log.error = error.message
      } else {
        // The cause stays in the log; the caller learns only that the function failed.
        log.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
        response = jsonResponse({ error: 'Internal error' }, 500)
      }
    }
    const line = JSON.stringify({
      fn: name,
      method: req.method,
      status: response.status,
      ms: Date.now() - started,
      ...log,
    })
    ;(host?.log ?? console.log)(line)
    return response
  }
}

/** The first problem of a failed parse, as one readable sentence. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid input'
  const path = issue.path.map(String).join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new FunctionError(400, describeIssue(parsed.error))
  return parsed.data
}

/** The JSON body checked against `schema`; anything else is a 400, never a 5xx. */
export async function readJson<T>(req: Request, schema: z.ZodType<T>): Promise<T> {
  const text = await req.text()
  let value: unknown
  try {
    value = text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    throw new FunctionError(400, 'Body must be JSON')
  }
  return parseInput(schema, value)
}
