/** An error as the remote adapter reports it: HTTP status (0 = no answer) plus the server's words. */
export type RemoteError = {
  status: number
  code: string | null
  message: string
}

export const ERROR_CLASS = {
  /** Keep the entry, retry later with backoff: network, 5xx, 408, 429, transient Postgres states. */
  retry: 'retry',
  /** Refresh the session once, then retry. */
  auth: 'auth',
  /** Permanent refusal (RLS, constraint, invalid data): move to the failed list. */
  reject: 'reject',
} as const
export type ErrorClass = (typeof ERROR_CLASS)[keyof typeof ERROR_CLASS]

/** PostgREST's token errors: missing/invalid JWT (PGRST301), anonymous refused (302), expired (303). */
const AUTH_CODES = new Set(['PGRST301', 'PGRST302', 'PGRST303'])
/**
 * SQLSTATEs that go away on their own: serialization failure and deadlock (40001, 40P01, which a
 * server may answer with 409 or 500), lock not available, statement cancelled or timed out, too many
 * connections or other resource shortage, connection failures, server shutting down; and PostgREST's
 * own "could not reach the database" (PGRST000–PGRST003).
 */
const TRANSIENT_CODE = /^(40001|40P01|55P03|57014|57P0[1-3]|53\d{3}|08\w{3}|PGRST00[0-3])$/
/** A Postgres SQLSTATE (five characters); anything else is a status-only answer. */
const SQLSTATE = /^[0-9A-Z]{5}$/

const RETRYABLE_STATUS = new Set([0, 408, 429])

/**
 * By the server's code first, the HTTP status only when there is none: the same SQLSTATE reaches us
 * with different statuses (PostgREST, the local server, a proxy), and only the code says whether
 * waiting can help.
 */
export function classifyError(error: RemoteError): ErrorClass {
  const code = error.code
  if (code !== null) {
    if (AUTH_CODES.has(code)) return ERROR_CLASS.auth
    if (TRANSIENT_CODE.test(code)) return ERROR_CLASS.retry
    if (SQLSTATE.test(code)) return ERROR_CLASS.reject
  }
  if (RETRYABLE_STATUS.has(error.status) || error.status >= 500) return ERROR_CLASS.retry
  // A bare 401 is a token problem (storage and auth answer without PostgREST codes).
  if (error.status === 401) return ERROR_CLASS.auth
  return ERROR_CLASS.reject
}

export function describeError(error: RemoteError): string {
  return error.code ? `${error.message} (${error.code})` : error.message
}
