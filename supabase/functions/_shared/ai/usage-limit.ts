import { requireCaller } from '../caller.ts'
import { type FunctionCall, FunctionError } from '../http.ts'
import { orThrow, serviceClient } from '../project-client.ts'

// The AI functions' shared budget per member (migration 20261204000100_ai_usage_limit): the spec's
// rate limit (000 §9, 10 actions per 60 s per key), the key being the verified caller. Checked in the
// frame before the function reads its input, so a refused call costs nothing at the AI provider.
// AI_RATE_LIMIT_CALLS / AI_RATE_LIMIT_WINDOW_SECONDS change it for a deployment.

export const AI_CALLS_PER_WINDOW = 10
export const AI_WINDOW_SECONDS = 60
export const AI_LIMIT_MESSAGE = 'Too many AI requests. Please wait a moment and try again.'

interface Taken {
  allowed: boolean
  calls: number
  retry_after_seconds: number
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback
}

export async function limitAiUsage(call: FunctionCall): Promise<void> {
  const caller = requireCaller(call)
  const maxCalls = positive(call.env.AI_RATE_LIMIT_CALLS, AI_CALLS_PER_WINDOW)
  const windowSeconds = positive(call.env.AI_RATE_LIMIT_WINDOW_SECONDS, AI_WINDOW_SECONDS)
  // The SQL answers this shape as jsonb.
  const taken = orThrow(
    await serviceClient(call.env).rpc('ai_usage_take', {
      member: caller.id,
      max_calls: maxCalls,
      window_seconds: windowSeconds,
    }),
    'rpc ai_usage_take',
  ) as unknown as Taken | null
  if (!taken) throw new Error('ai_usage_take answered no row')
  call.log.ai_calls = taken.calls
  if (taken.allowed) return
  throw new FunctionError(
    429,
    AI_LIMIT_MESSAGE,
    { retry_after: taken.retry_after_seconds, limit: maxCalls, window_seconds: windowSeconds },
    { 'Retry-After': String(taken.retry_after_seconds) },
  )
}
