import { type FunctionCall, FunctionError } from './http.ts'
import { orThrow, serviceClient } from './project-client.ts'

// 000 §5's sensitive limit (3 per 15 minutes per key) on the operations that cost something outside the
// project: checkout starts, keyed by the member (migration 20261209000100_sensitive_limit). Taken on the
// server, so a script calling the function directly meets the same limit as the app.
// SENSITIVE_LIMIT_ATTEMPTS / SENSITIVE_LIMIT_WINDOW_SECONDS change it for a deployment.

export const SENSITIVE_ATTEMPTS = 3
export const SENSITIVE_WINDOW_SECONDS = 15 * 60

/** 'Too many attempts. Please try again in 15 minutes.' (a minute at least). */
export function sensitiveLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

interface Taken {
  allowed: boolean
  attempts: number
  retry_after_seconds: number
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback
}

/** Takes one attempt of `action` for `userId`; past the limit, a 429 with Retry-After and the message. */
export async function takeSensitiveAttempt(
  call: FunctionCall,
  action: string,
  userId: string,
): Promise<void> {
  const maxAttempts = positive(call.env.SENSITIVE_LIMIT_ATTEMPTS, SENSITIVE_ATTEMPTS)
  const windowSeconds = positive(call.env.SENSITIVE_LIMIT_WINDOW_SECONDS, SENSITIVE_WINDOW_SECONDS)
  // The SQL answers this shape as jsonb.
  const taken = orThrow(
    await serviceClient(call.env).rpc('sensitive_attempt_take', {
      action,
      subject: userId,
      max_attempts: maxAttempts,
      window_seconds: windowSeconds,
      actor: userId,
    }),
    'rpc sensitive_attempt_take',
  ) as unknown as Taken | null
  if (!taken) throw new Error('sensitive_attempt_take answered no row')
  call.log.sensitive_attempts = taken.attempts
  if (taken.allowed) return
  throw new FunctionError(
    429,
    sensitiveLimitMessage(taken.retry_after_seconds),
    { retry_after: taken.retry_after_seconds, limit: maxAttempts, window_seconds: windowSeconds },
    { 'Retry-After': String(taken.retry_after_seconds) },
  )
}
