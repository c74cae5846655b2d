import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SEED_ACCOUNTS, SEED_PASSWORD } from '../schema/support/seed-accounts.ts'
import { backend, clientFor, newUser, serviceClient } from '../support/backend.ts'

// 000 §3: the audit trail records data access, staff opening a member's data among it. The database
// writes the event (audit_staff_opened_member), so its actor is the caller and only staff can call it.

async function eventById(id: string) {
  const { data, error } = await serviceClient(backend())
    .from('audit_events')
    .select('event_type, action, severity, user_id, resource, metadata')
    .eq('id', id)
  expect(error).toBeNull()
  return data ?? []
}

async function signedInStaff() {
  const client = clientFor(backend())
  const { data, error } = await client.auth.signInWithPassword({
    email: SEED_ACCOUNTS.staff.email,
    password: SEED_PASSWORD,
  })
  expect(error).toBeNull()
  return { client, id: String(data.user?.id) }
}

describe("the audit trail of staff opening a member's data", () => {
  it('records one data_access event with the staff member as actor and the member as owner, once per id', async () => {
    const [staff, member] = await Promise.all([signedInStaff(), newUser(backend(), 'audit-opened')])
    const id = randomUUID()
    const call = { event_id: id, member: member.id, resource: 'julboard_tasks' }
    const first = await staff.client.rpc('audit_staff_opened_member', call)
    // The answer was lost and the device asks again: still one event.
    const again = await staff.client.rpc('audit_staff_opened_member', call)
    expect([first.error, again.error]).toEqual([null, null])
    expect(await eventById(id)).toEqual([
      {
        event_type: 'data_access',
        action: 'staff_open_member',
        severity: 'medium',
        user_id: staff.id,
        resource: 'julboard_tasks',
        metadata: { owner: member.id },
      },
    ])
    const { data } = await member.client.from('audit_events').select('id').eq('id', id)
    expect(data ?? []).toEqual([])
  })

  it('refuses a member recording access to another member, and anon, writing nothing', async () => {
    const [member, other] = await Promise.all([
      newUser(backend(), 'audit-forger'),
      newUser(backend(), 'audit-victim'),
    ])
    const ids = [randomUUID(), randomUUID()]
    const byMember = await member.client.rpc('audit_staff_opened_member', {
      event_id: ids[0],
      member: other.id,
      resource: 'julboard_tasks',
    })
    const byAnon = await clientFor(backend()).rpc('audit_staff_opened_member', {
      event_id: ids[1],
      member: other.id,
      resource: 'julboard_tasks',
    })
    expect(byMember.error?.code).toBe('42501')
    expect(byAnon.error).not.toBeNull()
    for (const id of ids) expect(await eventById(id)).toEqual([])
  })

  it('refuses bad input with a clear error and no server error', async () => {
    const staff = await signedInStaff()
    const member = await newUser(backend(), 'audit-bad-input')
    const cases = [
      { event_id: randomUUID(), member: randomUUID(), resource: 'julboard_tasks' },
      { event_id: randomUUID(), member: member.id, resource: '   ' },
      { event_id: randomUUID(), member: member.id, resource: 'x'.repeat(201) },
    ]
    for (const input of cases) {
      const answer = await staff.client.rpc('audit_staff_opened_member', input)
      expect(answer.error?.code, JSON.stringify(input).slice(0, 80)).toBe('22023')
      expect(answer.status).toBe(400)
      expect(await eventById(input.event_id)).toEqual([])
    }
  })
})
