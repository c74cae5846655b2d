import { type Caller, requireCaller } from '../_shared/caller.ts'
import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, FunctionError, readJson } from '../_shared/http.ts'
import { type ProjectApi, projectApi } from '../_shared/service-rest.ts'
import { deliver } from './delivery.ts'
import { type NotifierInput, notifierInput } from './records.ts'

// 001 §7: POST { record_type, external_id, mode, data, relations? }. The record is stored in the
// member's CRM tables (crm_contacts / crm_interactions, under their own RLS) whether or not a webhook
// is configured, then posted to ZAPIER_WEBHOOK_URL with retries; the answer reports both.

interface Stored {
  contact_id: string | null
  interaction_id: string | null
}

async function upsertContact(api: ProjectApi, caller: Caller, email: string, extra: object): Promise<string> {
  const [row] = await api.insert<{ id: string }>(
    'crm_contacts',
    { user_id: caller.id, email: email.toLowerCase(), ...extra },
    { onConflict: 'user_id,email' },
  )
  if (!row) throw new Error('crm_contacts upsert answered no row')
  return row.id
}

async function store(api: ProjectApi, caller: Caller, input: NotifierInput): Promise<Stored> {
  if (input.record_type === 'Contact') {
    const { email, company, full_name, first_name, last_name } = input.data
    const name = full_name ?? ([first_name, last_name].filter(Boolean).join(' ') || undefined)
    const contactId = await upsertContact(api, caller, email, {
      ...(name ? { full_name: name } : {}),
      ...(company ? { company } : {}),
    })
    return { contact_id: contactId, interaction_id: null }
  }
  if (input.record_type === 'Company') {
    const email = input.relations?.contact_email
    if (!email) return { contact_id: null, interaction_id: null }
    return {
      contact_id: await upsertContact(api, caller, email, { company: input.data.name }),
      interaction_id: null,
    }
  }
  const { contact_email, ...interaction } = input.data
  const contactId = await upsertContact(api, caller, contact_email, {})
  const [row] = await api.insert<{ id: string }>('crm_interactions', {
    ...interaction,
    user_id: caller.id,
    contact_id: contactId,
  })
  return { contact_id: contactId, interaction_id: row?.id ?? null }
}

export default defineFunction('zapier-webhook-notifier', ['POST'], async (call) => {
  const caller = requireCaller(call)
  const input = await readJson(call.req, notifierInput)
  call.log.record_type = input.record_type
  call.log.user = caller.id
  const stored = await store(projectApi(call.env, caller.token), caller, input).catch((error: unknown) => {
    call.log.store_error = error instanceof Error ? error.message : String(error)
    throw new FunctionError(502, 'Failed to store the CRM record')
  })
  const delivery = await deliver(
    call.env.ZAPIER_WEBHOOK_URL,
    { ...input, member: { id: caller.id, email: caller.email }, sent_at: new Date().toISOString() },
    {
      attempts: 3,
      baseDelayMs: Number(call.env.ZAPIER_RETRY_BASE_MS ?? 1_000),
      timeoutMs: 10_000,
    },
  )
  call.log.delivery = delivery.status
  call.log.attempts = delivery.attempts
  return jsonResponse({ stored, delivery })
})
