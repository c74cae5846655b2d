import type { ApiRole } from '../config.ts'
import { HttpError } from '../http-error.ts'

interface PgErrorFields {
  code: string
  message: string
  detail?: string | undefined
  hint?: string | undefined
}

export function isPgError(error: unknown): error is Error & PgErrorFields {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code)
  )
}

/**
 * PostgREST's table of SQLSTATE to HTTP status (docs.postgrest.org, "HTTP Status Codes"), most specific
 * first. Clients decide between retrying and giving up from the status alone: a serialization failure
 * answered 4xx would look permanent, and a server out of connections (53300) answers 503 so a client
 * backs off instead of reporting a bug.
 */
const SQLSTATE_STATUS: ReadonlyArray<readonly [prefix: string, status: number]> = [
  ['23503', 409],
  ['23505', 409],
  ['25006', 405],
  ['42883', 404],
  ['42P01', 404],
  ['42P17', 500],
  ['53400', 500],
  ['P0001', 400],
  ['08', 503],
  ['09', 500],
  ['0L', 403],
  ['0P', 403],
  ['25', 500],
  ['28', 403],
  ['2D', 500],
  ['38', 500],
  ['39', 500],
  ['3B', 500],
  ['40', 500],
  ['53', 503],
  ['54', 500],
  ['55', 500],
  ['57', 500],
  ['58', 500],
  ['F0', 500],
  ['HV', 500],
  ['P0', 500],
  ['XX', 500],
]

export function statusForSqlState(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  return SQLSTATE_STATUS.find(([prefix]) => code.startsWith(prefix))?.[1] ?? 400
}

export function toRestError(error: unknown, role: ApiRole): HttpError {
  if (error instanceof HttpError) return error
  if (isPgError(error)) {
    return new HttpError(statusForSqlState(error.code, role), {
      code: error.code,
      message: error.message,
      details: error.detail ?? null,
      hint: error.hint ?? null,
    })
  }
  return new HttpError(500, {
    code: 'PGRST000',
    message: error instanceof Error ? error.message : 'Internal error',
    details: null,
    hint: null,
  })
}
