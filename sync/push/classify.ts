/** An error as the remote adapter reports it: HTTP status (0 = no answer) plus the server's words. */
export type RemoteError = {
  status: number
  code: string | null
  message: string
}

export const ERROR_CLASS = {
  /** Keep the entry, retry later with backoff: network, 5xx, 408, 429. */
  retry: 'retry',
  /** Refresh the session once, then retry. */
  auth: 'auth',
  /** Permanent refusal (RLS, constraint, invalid data): move to the failed list. */
  reject: 'reject',
} as const
export type ErrorClass = (typeof ERROR_CLASS)[keyof typeof ERROR_CLASS]

const RETRYABLE_STATUS = new Set([0, 408, 429])

export function classifyError(error: RemoteError): ErrorClass {
  if (RETRYABLE_STATUS.has(error.status) || error.status >= 500) return ERROR_CLASS.retry
  if (error.status === 401) {
    // PostgREST also answers an RLS refusal under the anon role with 401 (code 42501): refreshing
    // cannot help that one. Expired or invalid JWTs (PGRST301/PGRST303) deserve one refresh.
    return error.code === '42501' ? ERROR_CLASS.reject : ERROR_CLASS.auth
  }
  return ERROR_CLASS.reject
}

export function describeError(error: RemoteError): string {
  return error.code ? `${error.message} (${error.code})` : error.message
}
