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

/** PostgREST's mapping of SQLSTATE to HTTP status. */
export function statusForSqlState(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23505' || code === '23503') return 409
  if (code === '42P01' || code === '42883') return 404
  if (code === '25006') return 405
  if (code === '57014') return 504
  if (code === '53400' || code === '54000') return 413
  // Transaction rollback (serialization failure, deadlock) is 500, so clients retry it.
  if (/^(08|40|53|57|58|XX)/.test(code)) return 500
  if (/^(22|23|42|P0|2F|3F|0L|0P|27|28|44|39|38|21|2B|2D|34|3B)/.test(code)) return 400
  return 500
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
