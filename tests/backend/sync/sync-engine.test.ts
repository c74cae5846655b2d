import 'fake-indexeddb/auto'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { JulDatabase } from '../../../sync/db/database.ts'
import { KV } from '../../../sync/db/records.ts'
import { createRepository } from '../../../sync/public/repositories.ts'
import { PullPlan } from '../../../sync/pull/pull-plan.ts'
import { pullRound } from '../../../sync/pull/pull-round.ts'
import { DELETE_NOT_APPLIED, pushPass, UPDATE_NOT_APPLIED } from '../../../sync/push/push-pass.ts'
import type { WakeUp } from '../../../sync/remote.ts'
import { createSupabaseRemote, type SupabaseRemote } from '../../../sync/remote-supabase.ts'
import { backend, newUser, serviceClient, type TestUser } from '../support/backend.ts'

const spark = (content: string) => ({
  spark_type: 'manual',
  content,
  source_type: 'manual',
  source_id: null,
  metadata: {},
  is_favorited: false,
  is_archived: false,
})

let db: JulDatabase
afterEach(async () => {
  await db?.delete()
})

async function device(user: TestUser) {
  db = new JulDatabase(`backend-sync-${crypto.randomUUID()}`)
  const target = backend()
  const remote: SupabaseRemote = createSupabaseRemote({
    url: target.url,
    anonKey: target.anonKey,
    realtimeTransport: WebSocket,
  })
  remote.setAccessToken(user.accessToken)
  const sparks = createRepository({ db, userId: () => user.id }, 'sparks')
  const push = () => pushPass({ db, remote, userId: user.id, refreshSession: async () => false })
  /** One round over every scope, as the engine runs it on lead, `online` and resume. */
  const pull = async () => {
    await db.kv.bulkPut([
      { key: KV.leaderEpoch, value: 1 },
      { key: KV.mirrorOwner, value: user.id },
    ])
    const plan = new PullPlan()
    plan.markAll()
    const fence = { epoch: 1, userId: user.id, aborted: () => false }
    return pullRound(
      { db, remote, now: () => Date.now(), userId: user.id, fence, refreshSession: async () => false },
      plan,
    )
  }
  return { remote, sparks, push, pull }
}

/** The wake-ups of a member's private channels until `until` resolves, and whether they joined. */
function listen(remote: SupabaseRemote, topics: string[]) {
  const wakeUps: WakeUp[] = []
  const statuses: string[] = []
  let joined = () => {}
  const join = new Promise<void>((resolve) => {
    joined = resolve
  })
  let joins = 0
  const stop = remote.subscribe(topics, {
    onChange: (wakeUp) => wakeUps.push(wakeUp),
    onJoin: () => {
      joins++
      joined()
    },
    onStatus: (status) => statuses.push(status),
  })
  return { wakeUps, statuses, join, joins: () => joins, stop }
}

const until = async (test: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms
  while (!test()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 50))
  }
}

const serverSparks = async (user: TestUser) => {
  const { data, error } = await user.client
    .from('sparks')
    .select('id, content, is_favorited, is_archived')
    .eq('user_id', user.id)
  if (error) throw new Error(error.message)
  return data
}

describe('sync engine against the local server', () => {
  let alice: TestUser
  let bob: TestUser
  beforeAll(async () => {
    alice = await newUser(backend(), 'sync-alice')
    bob = await newUser(backend(), 'sync-bob')
  })

  it('drains offline writes in one request, and a resend after a lost answer changes nothing', async () => {
    const { sparks, push, remote } = await device(alice)
    const sentBatches: Array<Parameters<typeof remote.push>> = []
    const send = remote.push.bind(remote)
    remote.push = (...args) => {
      sentBatches.push(args)
      return send(...args)
    }
    const rows = []
    for (const text of ['first', 'second', 'third']) rows.push(await sparks.insert(spark(text)))
    await sparks.update(rows[1]?.id ?? '', { is_favorited: true })
    await sparks.update(rows[2]?.id ?? '', { is_archived: true })
    expect(await push()).toEqual({ kind: 'drained', sent: 5 })
    expect(sentBatches).toHaveLength(1)
    // The answer was lost: the same request again is answered from the ledger and changes nothing.
    const [clientId, entries] = sentBatches[0] ?? ['', []]
    const again = await send(clientId, entries)
    expect(again.ok && again.value.results.every((r) => r.replayed)).toBe(true)
    const onServer = await serverSparks(alice)
    expect(onServer.map((r) => [r.content, r.is_favorited, r.is_archived]).sort()).toEqual([
      ['first', false, false],
      ['second', true, false],
      ['third', false, true],
    ])
    expect(await db.pending_sync_data.count()).toBe(0)
  })

  it("sets aside a row RLS refuses, with the server's message, and sends the others", async () => {
    const { sparks, push } = await device(alice)
    await sparks.insert(spark('mine'))
    await sparks.insert({ ...spark('pretending to be bob'), user_id: bob.id })
    await sparks.insert(spark('mine too'))
    expect(await push()).toEqual({ kind: 'drained', sent: 2 })
    const [failed] = await db.pending_sync_data.toArray()
    expect(failed?.status).toBe('failed')
    expect(failed?.error).toMatch(/row-level security/)
    expect((await serverSparks(alice)).map((r) => r.content)).toEqual(
      expect.arrayContaining(['mine', 'mine too']),
    )
  })

  it('moves an update of a row the user cannot see to the failed list instead of losing it', async () => {
    const bobs = await bob.client
      .from('sparks')
      .insert({ ...spark("bob's"), user_id: bob.id })
      .select('*')
      .single()
    const { push } = await device(alice)
    await db.mirror('sparks').put(bobs.data)
    await createRepository({ db, userId: () => alice.id }, 'sparks').update(bobs.data.id, {
      is_favorited: true,
    })
    await push()
    expect(await db.pending_sync_data.toArray()).toMatchObject([
      { status: 'failed', error: UPDATE_NOT_APPLIED },
    ])
  })

  it('keeps a delete RLS skipped (a room message the user may read but not delete) as a failed entry', async () => {
    const { push } = await device(alice)
    const visible = await alice.client
      .from('yel_room_messages')
      .select('id')
      .neq('user_id', alice.id)
      .limit(1)
    const messageId = visible.data?.[0]?.id
    expect(messageId).toBeDefined()
    await createRepository({ db, userId: () => alice.id }, 'yel_room_messages').remove(messageId)
    expect(await push()).toEqual({ kind: 'drained', sent: 0 })
    expect(await db.pending_sync_data.toArray()).toMatchObject([
      { action: 'delete', status: 'failed', error: DELETE_NOT_APPLIED },
    ])
    const still = await alice.client.from('yel_room_messages').select('id').eq('id', messageId)
    expect(still.data).toHaveLength(1)
  })

  it('does not bring back a row deleted since when its insert is sent again, even under a new device id', async () => {
    const { sparks, push, remote } = await device(alice)
    const sentBatches: Array<Parameters<typeof remote.push>> = []
    const send = remote.push.bind(remote)
    remote.push = (...args) => {
      sentBatches.push(args)
      return send(...args)
    }
    const row = await sparks.insert(spark('deleted on the laptop meanwhile'))
    expect(await push()).toEqual({ kind: 'drained', sent: 1 })
    await alice.client.from('sparks').delete().eq('id', row.id)
    const [, entries] = sentBatches[0] ?? ['', []]
    const resent = await send(crypto.randomUUID(), entries)
    expect(resent.ok && resent.value.results).toEqual([
      expect.objectContaining({ status: 'applied', row: null, deleted: true }),
    ])
    expect(await alice.client.from('sparks').select('id').eq('id', row.id)).toMatchObject({ data: [] })
  })

  it("stamps a member's new row with the server's clock, whatever the device's clock said", async () => {
    const { sparks, push } = await device(alice)
    const before = Date.now()
    const row = await sparks.insert({
      ...spark('from a phone set to 2031'),
      created_at: '2031-01-01T00:00:00.000Z',
    })
    expect(await push()).toEqual({ kind: 'drained', sent: 1 })
    const stored = await alice.client.from('sparks').select('created_at').eq('id', row.id).single()
    const createdAt = Date.parse(stored.data?.created_at ?? '')
    expect(createdAt).toBeGreaterThanOrEqual(before - 60_000)
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 60_000)
  })

  it('keeps a service card that was deactivated and then reactivated on a device that pulls afterwards', async () => {
    const staff = serviceClient(backend())
    const card = await staff.from('service_cards').insert({ title: 'Comeback' }).select('id').single()
    expect(card.error).toBeNull()
    await staff.from('service_cards').update({ is_active: false }).eq('id', card.data?.id)
    await staff.from('service_cards').update({ is_active: true }).eq('id', card.data?.id)
    const { pull } = await device(bob)
    expect(await pull()).toMatchObject({ kind: 'done', error: null })
    expect(await db.mirror('service_cards').get(card.data?.id)).toMatchObject({ title: 'Comeback' })
  })

  it('takes a service card switched off elsewhere off a device that held it', async () => {
    const staff = serviceClient(backend())
    const card = await staff.from('service_cards').insert({ title: 'Going away' }).select('id').single()
    const { pull } = await device(bob)
    await pull()
    expect(await db.mirror('service_cards').get(card.data?.id)).toBeDefined()
    await staff.from('service_cards').update({ is_active: false }).eq('id', card.data?.id)
    await pull()
    expect(await db.mirror('service_cards').get(card.data?.id)).toBeUndefined()
  })

  it('pulls rows written elsewhere in pages, and tombstones remove deleted ones', async () => {
    const { pull } = await device(bob)
    const many = Array.from({ length: 1_050 }, (_, i) => ({ ...spark(`bulk ${i}`), user_id: bob.id }))
    const inserted = await bob.client.from('sparks').insert(many).select('id')
    expect(inserted.error).toBeNull()
    expect(await pull()).toMatchObject({ kind: 'done', error: null })
    const { count: ownCount } = await bob.client.from('sparks').select('id', { count: 'exact', head: true })
    expect(ownCount).toBeGreaterThan(1_000)
    expect(await db.mirror('sparks').count()).toBe(ownCount)
    const victim = inserted.data?.[0]?.id
    await bob.client.from('sparks').delete().eq('id', victim)
    await pull()
    expect(await db.mirror('sparks').get(victim)).toBeUndefined()
    expect(await db.mirror('sparks').count()).toBe((ownCount ?? 0) - 1)
  })

  it("wakes the member's own private channel once per transaction, naming the rows it wrote", async () => {
    const { remote } = await device(alice)
    const channel = listen(remote, [`sync:${alice.id}`, 'sync:rooms:member'])
    await channel.join
    const many = [1, 2, 3].map((n) => ({ ...spark(`live ${n}`), user_id: alice.id }))
    const inserted = await alice.client.from('sparks').insert(many).select('id')
    await until(() => channel.wakeUps.length > 0)
    await new Promise((r) => setTimeout(r, 300))
    channel.stop()
    expect(channel.wakeUps).toHaveLength(1)
    const [wakeUp] = channel.wakeUps
    expect(wakeUp?.scope).toBe(`user:${alice.id}`)
    const named = (wakeUp?.rows ?? []).filter(([table]) => table === 'sparks').map(([, id]) => id)
    expect(named.sort()).toEqual((inserted.data ?? []).map((row) => row.id).sort())
  })

  it("refuses to join another member's channel or a tier's rooms the member does not have", async () => {
    const { remote } = await device(alice)
    for (const topic of [`sync:${bob.id}`, 'sync:rooms:pro', 'sync:rooms:staff']) {
      const channel = listen(remote, [topic])
      await until(() => channel.statuses.includes('failed'))
      channel.stop()
      expect(channel.joins(), topic).toBe(0)
    }
  })

  it('reports one join for both channels, so the changes made before it are caught up once', async () => {
    const { remote } = await device(alice)
    const channel = listen(remote, [`sync:${alice.id}`, 'sync:rooms:member'])
    await channel.join
    await new Promise((r) => setTimeout(r, 300))
    channel.stop()
    expect(channel.joins()).toBe(1)
    expect(channel.statuses).toEqual(['live'])
  })

  it('answers a probe with no rows when nothing changed, and a scope the member does not hold as gone', async () => {
    const { remote, pull } = await device(alice)
    await pull()
    const list = (await db.sync_state.get('#scopes'))?.scopeList
    const states = await Promise.all(
      (list?.scopes ?? []).map(async (scope) => ({
        scope,
        since: (await db.sync_state.get(`scope:${scope}`))?.scope?.since ?? null,
      })),
    )
    const answer = await remote.pullScopes({
      scopes: [...states, { scope: `user:${bob.id}`, since: null }],
      limit: 1000,
      scopes_hash: list?.hash ?? '',
    })
    expect(answer.ok).toBe(true)
    if (!answer.ok) return
    expect(answer.value.scopes).toBeNull()
    // Other test files write rooms and reference rows meanwhile; alice's own scope is hers alone.
    const own = answer.value.results.find((r) => r.scope === `user:${alice.id}`)
    expect(own).toMatchObject({ kind: 'rows', rows: {}, removed: [], next: null })
    expect(answer.value.results.find((r) => r.scope === `user:${bob.id}`)).toEqual({
      scope: `user:${bob.id}`,
      kind: 'gone',
    })
  })
})
