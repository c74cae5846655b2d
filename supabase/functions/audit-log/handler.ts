import type { Json } from '../../types.gen.ts'
import { signedInCaller } from '../_shared/caller.ts'
import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, FunctionError } from '../_shared/http.ts'
import { serviceClient } from '../_shared/project-client.ts'
import { checkAuditBatch } from './validate.ts'

// POST { events: AuditEvent[] } → 201 { stored }. The owner and the address come from the request,
// never from the body: a client cannot write events in another user's name. Events from signed-out
// visitors (a failed sign-in, say) are stored with no user.

function clientAddress(req: Request): string | null {
  const forwarded = req.headers.get('x-forwarded-for') ?? req.headers.get('x-real-ip')
  return forwarded?.split(',')[0]?.trim() || null
}

export default defineFunction('audit-log', ['POST'], async (call) => {
  const { req, env } = call
  let body: unknown
  try {
    body = await req.json()
  } catch {
    throw new FunctionError(400, 'Body must be JSON')
  }
  const checked = checkAuditBatch(body)
  if (!checked.ok) throw new FunctionError(400, checked.error)

  const userId = signedInCaller(call)?.id ?? null
  const rows = checked.rows.map((row) => ({
    ...row,
    // Parsed from the request's JSON, so JSON all through.
    metadata: row.metadata as Json | null,
    user_id: userId,
    ip_address: clientAddress(req),
    user_agent: row.user_agent ?? req.headers.get('user-agent'),
  }))
  // Events carry the device's id: a batch resent after a lost answer is ignored, never stored twice.
  // Events without one (older builds) get a server id, so PostgREST must not fill the gaps with null.
  const stored = await serviceClient(env)
    .from('audit_events')
    .upsert(rows, { onConflict: 'id', ignoreDuplicates: true, defaultToNull: false })
  if (stored.error) {
    call.log.store_error = stored.error.message
    throw new FunctionError(502, 'Audit events could not be stored')
  }
  call.log.events = rows.length
  return jsonResponse({ stored: rows.length }, 201)
})
