import { type Caller, requireCaller } from '../_shared/caller.ts'
import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, FunctionError, readJson } from '../_shared/http.ts'
import { memberClient, oneRow, type ProjectClient } from '../_shared/project-client.ts'
import { deliver } from './delivery.ts'
import { type NotifierInput, notifierInput } from './records.ts'

// 001 §7: POST { record_type, external_id, mode, data, relations? }. The record is stored in the
// member's CRM tables (crm_contacts / crm_interactions, under their own RLS) whether or not a webhook
// is configured, then posted to ZAPIER_WEBHOOK_URL with retries; the answer reports both.

interface Stored {
  contact_id: string | null
  interaction_id: string | null
}

async function upsertContact(
  api: ProjectClient,
  caller: Caller,
  email: string,
  extra: { full_name?: string; company?: string },
): Promise<string> {
  const row = oneRow(
    await api
      .from('crm_contacts')
      .upsert({ user_id: caller.id, email: email.toLowerCase(), ...extra }, { onConflict: 'user_id,email' })
      .select('id')
      .single(),
    'upsert crm_contacts',
  )
  return row.id
}

async function store(api: ProjectClient, caller: Caller, input: NotifierInput): Promise<Stored> {
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
  const row = oneRow(
    await api
      .from('crm_interactions')
      .insert({
        user_id: caller.id,
        contact_id: contactId,
        interaction_type: interaction.interaction_type,
        interaction_subject: interaction.interaction_subject ?? null,
        interaction_notes: interaction.interaction_notes ?? null,
        interaction_outcome: interaction.interaction_outcome ?? null,
        scheduled_at: interaction.scheduled_at ?? null,
        completed_at: interaction.completed_at ?? null,
      })
      .select('id')
      .single(),
    'insert crm_interactions',
  )
  return { contact_id: contactId, interaction_id: row.id }
}

export default defineFunction('zapier-webhook-notifier', ['POST'], async (call) => {
  const caller = requireCaller(call)
  const input = await readJson(call.req, notifierInput)
  call.log.record_type = input.record_type
  call.log.user = caller.id
  const stored = await store(memberClient(call.env, caller.token), caller, input).catch((error: unknown) => {
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
