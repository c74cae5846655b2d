import { z } from 'zod'
import { aiProvider } from '../_shared/ai/provider.ts'
import { limitAiUsage } from '../_shared/ai/usage-limit.ts'
import { requireCaller } from '../_shared/caller.ts'
import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, FunctionError, readJson } from '../_shared/http.ts'

// 001 §7 / 002 §7: POST { message, userId, history? } → { response }, the YEL assistant's reply.
// The member comes from the JWT; a userId in the body is accepted for the spec's callers and ignored.
// Without an AI service the reply is the local keyword answer (001 §8 fallback).

const turn = z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(4_000) })

const input = z.object({
  message: z.string().trim().min(1, 'must not be empty').max(4_000, 'must be at most 4000 characters'),
  userId: z.string().nullable().optional(),
  history: z.array(turn).max(20, 'must hold at most 20 turns').optional(),
})

/** 001 §8: the assistant's connection error text. */
export const CONNECTION_ERROR = "I'm having trouble connecting right now. Please try again in a moment."

export default defineFunction(
  'ai-chat',
  ['POST'],
  async (call) => {
    const caller = requireCaller(call)
    const body = await readJson(call.req, input)
    const provider = aiProvider(call.env)
    call.log.provider = provider.name
    call.log.user = caller.id
    try {
      return jsonResponse({ response: await provider.chat(body.history ?? [], body.message) })
    } catch (error) {
      call.log.provider_error = error instanceof Error ? error.message : String(error)
      throw new FunctionError(502, CONNECTION_ERROR)
    }
  },
  { before: limitAiUsage },
)
