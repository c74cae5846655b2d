import { z } from 'zod'
import { aiProvider, type ReportFields } from '../_shared/ai/provider.ts'
import { limitAiUsage } from '../_shared/ai/usage-limit.ts'
import { requireCaller } from '../_shared/caller.ts'
import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, FunctionError, readJson } from '../_shared/http.ts'
import { memberClient, orThrow } from '../_shared/project-client.ts'

// 001 §7: POST { transcript, sessionMetadata { clientName, sessionType, date, duration, sessionId? } }
// → { report }: the report fields of 001 §3, stored in session_reports under the member (defaults 90
// minutes and 'Strategic Advisory', 001 §9). The row is written with the member's own token, so RLS
// checks that a named session is theirs.

const input = z.object({
  transcript: z.string().trim().min(1, 'must not be empty').max(200_000, 'is too long'),
  sessionMetadata: z
    .object({
      clientName: z.string().trim().max(200).optional(),
      sessionType: z.string().trim().min(1).max(200).default('Strategic Advisory'),
      date: z.string().max(100).optional(),
      duration: z.coerce.number().int().min(1).max(1_440).default(90),
      sessionId: z.uuid('must be a session id').optional(),
    })
    .default({ sessionType: 'Strategic Advisory', duration: 90 }),
})

export default defineFunction(
  'generate-session-report',
  ['POST'],
  async (call) => {
    const caller = requireCaller(call)
    const { transcript, sessionMetadata: meta } = await readJson(call.req, input)
    const asMember = memberClient(call.env, caller.token)
    if (meta.sessionId) {
      const found = orThrow(
        await asMember.from('sessions').select('id').eq('id', meta.sessionId),
        'select sessions',
      )
      if (found.length === 0) throw new FunctionError(404, 'Session not found')
    }
    const provider = aiProvider(call.env)
    call.log.provider = provider.name
    call.log.user = caller.id
    let fields: ReportFields
    try {
      fields = await provider.report(transcript, meta)
    } catch (error) {
      call.log.provider_error = error instanceof Error ? error.message : String(error)
      throw new FunctionError(502, 'Failed to generate session report')
    }
    const { decisions, ...columns } = fields
    const saved = await asMember
      .from('session_reports')
      .insert({
        ...columns,
        user_id: caller.id,
        session_id: meta.sessionId ?? null,
        duration: meta.duration,
        session_type: meta.sessionType,
      })
      .select()
      .single()
    if (saved.error) {
      call.log.store_error = saved.error.message
      throw new FunctionError(502, 'Failed to save report')
    }
    const stored = saved.data
    return jsonResponse({ report: { ...stored, decisions } })
  },
  { before: limitAiUsage },
)
