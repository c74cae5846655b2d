import { describe, expect, it } from 'vitest'
import { SEED_ACCOUNTS, SEED_PASSWORD } from '../schema/support/seed-accounts.ts'
import { backend, clientFor, newUser, serviceClient } from '../support/backend.ts'

// 000 §3: the audit trail records what members do to their data (deletes, settings changes), written by
// the database so no device can leave it out, and only staff read it.

async function eventsFor(resource: string) {
  const { data, error } = await serviceClient(backend())
    .from('audit_events')
    .select('event_type, action, severity, user_id, metadata')
    .eq('resource', resource)
  expect(error).toBeNull()
  return data ?? []
}

async function staffClient() {
  const client = clientFor(backend())
  const { error } = await client.auth.signInWithPassword({
    email: SEED_ACCOUNTS.staff.email,
    password: SEED_PASSWORD,
  })
  expect(error).toBeNull()
  return client
}

describe('the audit trail of user actions', () => {
  it("records a member's delete in their name, readable by staff and by nobody else", async () => {
    const [member, other] = await Promise.all([
      newUser(backend(), 'audit-delete'),
      newUser(backend(), 'audit-other'),
    ])
    const { data: spark, error } = await member.client
      .from('sparks')
      .insert({ user_id: member.id, content: 'An idea to forget' })
      .select('id')
      .single()
    expect(error).toBeNull()
    const resource = `sparks/${spark?.id}`
    expect(await eventsFor(resource)).toEqual([])

    const removed = await member.client
      .from('sparks')
      .delete()
      .eq('id', spark?.id ?? '')
    expect(removed.error).toBeNull()

    expect(await eventsFor(resource)).toEqual([
      {
        event_type: 'user_action',
        action: 'delete',
        severity: 'low',
        user_id: member.id,
        metadata: { table: 'sparks', id: spark?.id, owner: member.id },
      },
    ])
    for (const reader of [member.client, other.client, clientFor(backend())]) {
      const { data } = await reader.from('audit_events').select('id').eq('resource', resource)
      expect(data ?? []).toEqual([])
    }
    const { data: seenByStaff } = await (await staffClient())
      .from('audit_events')
      .select('action')
      .eq('resource', resource)
    expect(seenByStaff).toEqual([{ action: 'delete' }])
  })

  it('records which profile fields a member changed, never their values, and nothing for a no-op', async () => {
    const member = await newUser(backend(), 'audit-settings')
    const resource = `profiles/${member.id}`
    const created = await serviceClient(backend())
      .from('profiles')
      .insert({ id: member.id, email: member.email })
    expect(created.error).toBeNull()
    for (const change of [{ first_name: 'Ada', company: 'Engines' }, { first_name: 'Ada' }]) {
      const { data, error } = await member.client
        .from('profiles')
        .update(change)
        .eq('id', member.id)
        .select('id')
      expect(error).toBeNull()
      expect(data).toHaveLength(1)
    }

    const events = await eventsFor(resource)
    expect(events).toEqual([
      {
        event_type: 'user_action',
        action: 'settings_change',
        severity: 'low',
        user_id: member.id,
        metadata: { table: 'profiles', owner: member.id, changed: ['company', 'first_name'] },
      },
    ])
    expect(JSON.stringify(events)).not.toContain('Engines')
  })
})
