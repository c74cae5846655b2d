import 'fake-indexeddb/auto'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { JulDatabase } from '../../../sync/db/database.ts'
import { createRepository } from '../../../sync/public/repositories.ts'
import { pullTable, pullTombstones } from '../../../sync/pull/pull-table.ts'
import { DELETE_NOT_APPLIED, pushPass, UPDATE_NOT_APPLIED } from '../../../sync/push/push-pass.ts'
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
  const pullDeps = { db, remote, now: () => Date.now() }
  return { remote, sparks, push, pullDeps }
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
    const { pullDeps } = await device(bob)
    expect((await pullTable(pullDeps, 'service_cards')).ok).toBe(true)
    expect((await pullTombstones(pullDeps)).ok).toBe(true)
    expect(await db.mirror('service_cards').get(card.data?.id)).toMatchObject({ title: 'Comeback' })
  })

  it('pulls rows written elsewhere in pages, and tombstones remove deleted ones', async () => {
    const { pullDeps } = await device(bob)
    const many = Array.from({ length: 1_050 }, (_, i) => ({ ...spark(`bulk ${i}`), user_id: bob.id }))
    const inserted = await bob.client.from('sparks').insert(many).select('id')
    expect(inserted.error).toBeNull()
    const pulled = await pullTable(pullDeps, 'sparks')
    expect(pulled.ok).toBe(true)
    const { count: ownCount } = await bob.client.from('sparks').select('id', { count: 'exact', head: true })
    expect(ownCount).toBeGreaterThan(1_000)
    expect(await db.mirror('sparks').count()).toBe(ownCount)
    const victim = inserted.data?.[0]?.id
    await bob.client.from('sparks').delete().eq('id', victim)
    expect((await pullTombstones(pullDeps)).ok).toBe(true)
    expect(await db.mirror('sparks').get(victim)).toBeUndefined()
    expect(await db.mirror('sparks').count()).toBe((ownCount ?? 0) - 1)
  })

  it('wakes on a realtime change to a synced table', async () => {
    const { remote } = await device(alice)
    const changed = new Promise<string>((resolve) => {
      const stop = remote.subscribe([{ table: 'sparks', filter: `user_id=eq.${alice.id}` }], {
        onChange: (table) => {
          stop()
          resolve(table)
        },
        onJoin: () => {},
      })
    })
    await new Promise((r) => setTimeout(r, 500))
    await alice.client.from('sparks').insert({ ...spark('live'), user_id: alice.id })
    expect(await changed).toBe('sparks')
  })

  it('sends the owner filter to realtime: changes to rows outside it wake nobody', async () => {
    const { remote } = await device(alice)
    const woken: string[] = []
    let joined = () => {}
    let tombstoned = () => {}
    const join = new Promise<void>((resolve) => {
      joined = resolve
    })
    const tombstone = new Promise<void>((resolve) => {
      tombstoned = resolve
    })
    const stop = remote.subscribe([{ table: 'sparks', filter: `user_id=eq.${bob.id}` }], {
      onChange: (table) => {
        woken.push(table)
        if (table === 'sync_tombstones') tombstoned()
      },
      onJoin: () => joined(),
    })
    await join
    // Alice's own spark passes RLS but not the filter; its delete's tombstone (unfiltered) comes after it.
    const inserted = await alice.client
      .from('sparks')
      .insert({ ...spark('filtered out'), user_id: alice.id })
      .select('id')
      .single()
    await alice.client.from('sparks').delete().eq('id', String(inserted.data?.id))
    await tombstone
    stop()
    expect(woken).toEqual(['sync_tombstones'])
  })

  it('reports the first join of the realtime channel too, so the changes made before it are caught up', async () => {
    const { remote } = await device(alice)
    const joined = new Promise<void>((resolve) => {
      const stop = remote.subscribe([{ table: 'sparks' }], {
        onChange: () => {},
        onJoin: () => {
          stop()
          resolve()
        },
      })
    })
    await expect(
      Promise.race([
        joined,
        new Promise((_, reject) => setTimeout(() => reject(new Error('no join')), 5_000)),
      ]),
    ).resolves.toBeUndefined()
  })

  it('names, in one request, the tables with rows newer than given that the caller may read', async () => {
    const before = new Date(Date.now() - 1_000).toISOString()
    await alice.client.from('sparks').insert({ ...spark('probe me'), user_id: alice.id })
    const since = { sparks: before, crm_contacts: before, sync_tombstones: before, staff_rules: before }
    const { remote: aliceRemote } = await device(alice)
    const seen = await aliceRemote.changedTables(since)
    expect(seen.ok && seen.value).toContain('sparks')
    expect(seen.ok && seen.value).not.toContain('crm_contacts')
    expect(seen.ok && seen.value).not.toContain('staff_rules')
    const { remote: bobRemote } = await device(bob)
    const bobSees = await bobRemote.changedTables({ sparks: new Date().toISOString() })
    expect(bobSees).toEqual({ ok: true, value: [] })
  })
})
