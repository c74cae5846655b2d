import { randomUUID } from 'node:crypto'
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backend, clientFor, newUser, serviceClient, type TestUser } from '../support/backend.ts'
import { readmeRegistry } from '../support/readme-registry.ts'
import { FIXTURES, type FixtureIds } from './realtime-fixtures.ts'

/**
 * For every realtime-published table, a subscriber receives a change only for a row it could select at
 * that moment: members of each mobile tier, staff and anon watch every table while the service role
 * writes rows of one member, room messages of every kind, and changes a member's tier.
 */
const SUBSCRIBERS = ['owner', 'free', 'pro', 'staff', 'anon'] as const
type Subscriber = (typeof SUBSCRIBERS)[number]
/**
 * The tables the README's registry marks as realtime, the tombstones among them (schema-static.test.ts
 * checks the publication is exactly those); tables added since wake-ups replaced row changes are not.
 */
const PUBLISHED = (await readmeRegistry())
  .filter((row) => row.realtime)
  .map((row) => row.table)
  .sort()

type Change = { table: string; event: string; id: string }
const keyOf = (c: Change) => `${c.table} ${c.event} ${c.id}`

const target = backend()
const service = serviceClient(target)
const clients = {} as Record<Subscriber, SupabaseClient>
const received = {} as Record<Subscriber, Change[]>
/** What each subscriber could select when the change happened (the oracle), per change. */
const allowed = new Map<string, Set<Subscriber>>()
const channels: RealtimeChannel[] = []
let users: Record<Exclude<Subscriber, 'anon'>, TestUser>
const tag = randomUUID().slice(0, 8)

async function setTier(userId: string, tier: 'free' | 'premium' | 'pro') {
  const { error } = await service
    .from('mobile_subscriptions')
    .upsert({ user_id: userId, tier, active: true }, { onConflict: 'user_id' })
  if (error) throw new Error(error.message)
}

async function subscribe(who: Subscriber, client: SupabaseClient, token: string | null) {
  received[who] = []
  if (token) await client.realtime.setAuth(token)
  let channel = client.channel(`matrix-${who}-${tag}`)
  for (const table of PUBLISHED)
    channel = channel.on('postgres_changes', { event: '*', schema: 'public', table }, (payload) => {
      const row = (payload.eventType === 'DELETE' ? payload.old : payload.new) as { id?: unknown }
      received[who].push({ table, event: payload.eventType, id: String(row.id) })
    })
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve()
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status))
    })
  })
  channels.push(channel)
}

async function visibleTo(table: string, id: string): Promise<Set<Subscriber>> {
  const seen = await Promise.all(
    SUBSCRIBERS.map(async (who) => {
      const { data } = await clients[who].from(table).select('id').eq('id', id)
      return (data ?? []).length === 1 ? who : null
    }),
  )
  return new Set(seen.filter((who): who is Subscriber => who !== null))
}

async function record(change: Change, visible?: Set<Subscriber>) {
  allowed.set(keyOf(change), visible ?? (await visibleTo(change.table, change.id)))
}

/** Insert, update and delete one row as the service role, noting who could see it at each step. */
async function writeRow(table: string, insert: Record<string, unknown>, update: Record<string, unknown>) {
  const { data, error } = await service.from(table).insert(insert).select('id').single()
  if (error) throw new Error(`${table} insert: ${error.message}`)
  const id = String(data.id)
  await record({ table, event: 'INSERT', id })
  const updated = await service.from(table).update(update).eq('id', id)
  if (updated.error) throw new Error(`${table} update: ${updated.error.message}`)
  const beforeDelete = await visibleTo(table, id)
  await record({ table, event: 'UPDATE', id }, beforeDelete)
  const deleted = await service.from(table).delete().eq('id', id)
  if (deleted.error) throw new Error(`${table} delete: ${deleted.error.message}`)
  await record({ table, event: 'DELETE', id }, beforeDelete)
  const { data: tombstones } = await service.from('sync_tombstones').select('id').eq('row_id', id)
  for (const tombstone of tombstones ?? [])
    await record({ table: 'sync_tombstones', event: 'INSERT', id: String(tombstone.id) })
}

async function advisorPost(values: Record<string, unknown>): Promise<void> {
  await writeRow(
    'yel_room_messages',
    { user_id: users.staff.id, is_from_advisor: true, content: `Matrix advisor ${tag}`, ...values },
    { content: `Matrix advisor ${tag} (edited)` },
  )
}

/** A change nobody asked for in the log (a trigger's counter, a tier row): judged by who may see it now. */
async function judgeUnrecorded(who: Subscriber, change: Change): Promise<boolean> {
  const known = allowed.get(keyOf(change))
  if (known) return known.has(who)
  const { data } = await clients[who].from(change.table).select('id').eq('id', change.id)
  return (data ?? []).length === 1
}

beforeAll(async () => {
  users = {
    owner: await newUser(target, 'matrix-owner'),
    free: await newUser(target, 'matrix-free'),
    pro: await newUser(target, 'matrix-pro'),
    staff: await newStaff(),
  }
  await setTier(users.owner.id, 'premium')
  await setTier(users.pro.id, 'pro')
  for (const who of SUBSCRIBERS) {
    clients[who] = who === 'anon' ? clientFor(target) : users[who].client
    await subscribe(who, clients[who], who === 'anon' ? null : users[who].accessToken)
  }
}, 60_000)

afterAll(async () => {
  for (const channel of channels) await channel.unsubscribe()
  for (const who of SUBSCRIBERS) clients[who]?.realtime.disconnect()
})

/** A new staff account (company domain), so the seeded staff account's rows stay untouched. */
async function newStaff(): Promise<TestUser> {
  const email = `matrix-staff-${tag}@jul.example`
  const password = `pw-${randomUUID()}`
  const client = clientFor(target)
  const { data, error } = await client.auth.signUp({ email, password })
  if (error || !data.session || !data.user) throw new Error(`staff sign-up: ${error?.message}`)
  return { client, id: data.user.id, email, password, accessToken: data.session.access_token }
}

describe('realtime row-level security matrix', () => {
  it('has a write for every published table', () => {
    expect(PUBLISHED.filter((table) => !FIXTURES[table])).toEqual([])
  })

  it('delivers each change only to subscribers who may select the row, and to all of them', async () => {
    const { data: session } = await service
      .from('sessions')
      .insert({ user_id: users.owner.id, title: 'Matrix base', start_time: '2026-11-01T10:00:00Z' })
      .select('id')
      .single()
    const { data: contact } = await service
      .from('crm_contacts')
      .insert({ user_id: users.owner.id, email: `base-${tag}@example.com` })
      .select('id')
      .single()
    const ids: FixtureIds = {
      owner: users.owner.id,
      session: String(session?.id),
      contact: String(contact?.id),
      tag,
    }

    for (const table of PUBLISHED) {
      const fixture = FIXTURES[table]
      if (!fixture || fixture.kind === 'sideEffect') continue
      if (fixture.kind === 'row') {
        await writeRow(table, fixture.insert(ids), fixture.update)
        continue
      }
      const existing = await service.from(table).select('id').eq(fixture.key, ids.owner)
      let id = existing.data?.[0]?.id as string | undefined
      if (!id) {
        const values: Record<string, unknown> = { [fixture.key]: ids.owner }
        const made = await service.from(table).insert(values).select('id').single()
        id = String(made.data?.id)
        await record({ table, event: 'INSERT', id })
      }
      await service.from(table).update(fixture.update(ids)).eq('id', id)
      await record({ table, event: 'UPDATE', id })
    }

    // Rooms: each room to everyone, targeted posts (one member; ten members), and the tier gate moving.
    await advisorPost({ room_type: 'julius' })
    await advisorPost({ room_type: 'peer' })
    await advisorPost({ room_type: 'cross-group' })
    await advisorPost({ room_type: 'julius', target_user_ids: [users.free.id] })
    const ten = [users.pro.id, ...Array.from({ length: 9 }, () => randomUUID())]
    await advisorPost({ room_type: 'peer', target_user_ids: ten })
    const eleven = await service.from('yel_room_messages').insert({
      user_id: users.staff.id,
      room_type: 'peer',
      content: 'Too many targets',
      is_from_advisor: true,
      target_user_ids: [...ten, randomUUID()],
    })
    expect(eleven.error?.code).toBe('23514')
    await setTier(users.free.id, 'pro')
    await advisorPost({ room_type: 'cross-group' })
    await setTier(users.free.id, 'free')
    await advisorPost({ room_type: 'cross-group' })

    // A change every subscriber may see, last: once each has it, everything before it has arrived.
    const { data: sentinel } = await service
      .from('service_cards')
      .insert({ title: `Matrix sentinel ${tag}`, is_active: true, position_order: 999 })
      .select('id')
      .single()
    const last = { table: 'service_cards', event: 'INSERT', id: String(sentinel?.id) }
    await record(last)
    const deadline = Date.now() + 20_000
    while (
      SUBSCRIBERS.some((who) => !received[who].some((c) => keyOf(c) === keyOf(last))) &&
      Date.now() < deadline
    )
      await new Promise((resume) => setTimeout(resume, 200))

    const leaks: string[] = []
    const missed: string[] = []
    for (const who of SUBSCRIBERS) {
      for (const change of received[who])
        if (!(await judgeUnrecorded(who, change))) leaks.push(`${who} received ${keyOf(change)}`)
      const got = new Set(received[who].map(keyOf))
      for (const [change, visible] of allowed)
        if (visible.has(who) && !got.has(change)) missed.push(`${who} missed ${change}`)
    }
    await service.from('service_cards').delete().eq('id', String(sentinel?.id))
    expect(leaks).toEqual([])
    expect(missed).toEqual([])
    // The matrix is not empty: owners, staff and anon each received something, and rooms split by tier.
    expect(SUBSCRIBERS.filter((who) => received[who].length === 0)).toEqual([])
  }, 240_000)
})
