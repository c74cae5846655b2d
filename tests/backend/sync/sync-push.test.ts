import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { formatHlc } from '../../../sync/hlc.ts'
import { type BackendTarget, clientFor, newUser, serviceClient, type TestUser } from '../support/backend.ts'

const targets: [string, BackendTarget][] = [['PGlite', inject('supabase')]]
const pg15 = inject('supabasePg15')
if (pg15 !== null) targets.push(['PostgreSQL 15', pg15])

/** sync_push, the one function devices send their queue through (supabase/migrations/*_sync_push_ledger.sql). */

// An hour ago: every device edit here was made before the server's own writes of the test.
const T0 = Date.now() - 3_600_000
const at = (minutes: number, node = 'phone') =>
  formatHlc({ physical: T0 + minutes * 60_000, counter: 0, node })

type Entry = {
  seq: number
  entry_id?: string
  table: string
  action: 'insert' | 'update' | 'delete' | 'skip'
  id?: string
  data?: Record<string, unknown>
  hlc?: string
  group?: string
}
type Result = {
  seq: number
  entry_id: string
  status: 'applied' | 'skipped' | 'duplicate' | 'refused'
  row?: Record<string, unknown> | null
  deleted?: boolean
  code?: string
  message?: string
  replayed?: boolean
}
type Answer = { last_seq: number | null; server_time: number; results: Result[] }

const spark = (id: string, content: string, userId: string) => ({
  id,
  user_id: userId,
  spark_type: 'manual',
  content,
  source_type: 'manual',
  source_id: null,
  metadata: {},
  is_favorited: false,
  is_archived: false,
})

async function push(user: TestUser, clientId: string, entries: Entry[]) {
  const withIds = entries.map((e) => ({ entry_id: randomUUID(), ...e }))
  const answer = await user.client.rpc('sync_push', { client_id: clientId, entries: withIds })
  return { ...answer, data: answer.data as Answer | null, sent: withIds }
}

async function serverSpark(user: TestUser, id: string) {
  const { data } = await user.client.from('sparks').select('*').eq('id', id).maybeSingle()
  return data as Record<string, unknown> | null
}

describe.each(targets)('sync_push over %s', (_name, target) => {
  const backend = () => target
  let alice: TestUser
  let bob: TestUser
  beforeAll(async () => {
    alice = await newUser(target, 'push-alice')
    bob = await newUser(target, 'push-bob')
  })

  it('applies a batch in order and answers each entry with the server row', async () => {
    const phone = randomUUID()
    const id = randomUUID()
    const { data, error } = await push(alice, phone, [
      { seq: 1, table: 'sparks', action: 'insert', id, data: spark(id, 'first', alice.id), hlc: at(0) },
      { seq: 2, table: 'sparks', action: 'update', id, data: { is_favorited: true }, hlc: at(1) },
    ])
    expect(error).toBeNull()
    expect(data?.last_seq).toBe(2)
    expect(data?.results.map((r) => r.status)).toEqual(['applied', 'applied'])
    expect(data?.results[1]?.row).toMatchObject({ id, content: 'first', is_favorited: true })
    expect(await serverSpark(alice, id)).toMatchObject({ content: 'first', is_favorited: true })
  })

  it('answers a resend after a lost answer with the answers it missed, and changes nothing', async () => {
    const phone = randomUUID()
    const id = randomUUID()
    const first = await push(alice, phone, [
      { seq: 1, table: 'sparks', action: 'insert', id, data: spark(id, 'once', alice.id), hlc: at(0) },
    ])
    const before = await serverSpark(alice, id)
    const again = await alice.client.rpc('sync_push', { client_id: phone, entries: first.sent })
    const answer = again.data as Answer
    expect(answer.last_seq).toBe(1)
    expect(answer.results).toEqual([
      expect.objectContaining({
        seq: 1,
        status: 'applied',
        replayed: true,
        entry_id: first.sent[0]?.entry_id,
      }),
    ])
    expect(await serverSpark(alice, id)).toEqual(before)
  })

  it("never lets a resent edit revert another device's later edit (the phone's lost answer)", async () => {
    const phone = randomUUID()
    const desktop = randomUUID()
    const id = randomUUID()
    await push(alice, desktop, [
      {
        seq: 1,
        table: 'sparks',
        action: 'insert',
        id,
        data: spark(id, 'draft', alice.id),
        hlc: at(-60, 'desktop'),
      },
    ])
    // 10:00 the phone's edit lands, its answer is lost; 10:30 the desktop edits the same field.
    const phoneEdit = await push(alice, phone, [
      { seq: 1, table: 'sparks', action: 'update', id, data: { content: 'phone at 10:00' }, hlc: at(0) },
    ])
    await push(alice, desktop, [
      {
        seq: 2,
        table: 'sparks',
        action: 'update',
        id,
        data: { content: 'desktop at 10:30' },
        hlc: at(30, 'desktop'),
      },
    ])
    // 11:00 the phone resends.
    await alice.client.rpc('sync_push', { client_id: phone, entries: phoneEdit.sent })
    expect((await serverSpark(alice, id))?.content).toBe('desktop at 10:30')
  })

  it('decides each field by when it was edited, whatever order the edits arrive in', async () => {
    const phone = randomUUID()
    const desktop = randomUUID()
    const id = randomUUID()
    await push(alice, desktop, [
      {
        seq: 1,
        table: 'sparks',
        action: 'insert',
        id,
        data: spark(id, 'draft', alice.id),
        hlc: at(-60, 'desktop'),
      },
      {
        seq: 2,
        table: 'sparks',
        action: 'update',
        id,
        data: { content: 'desktop at 10:30' },
        hlc: at(30, 'desktop'),
      },
    ])
    // The phone was offline all morning: its 10:00 edit of the text loses, its edit of another field lands.
    const late = await push(alice, phone, [
      {
        seq: 1,
        table: 'sparks',
        action: 'update',
        id,
        data: { content: 'phone at 10:00', is_favorited: true },
        hlc: at(0),
      },
    ])
    expect(late.data?.results[0]).toMatchObject({ status: 'applied' })
    expect(await serverSpark(alice, id)).toMatchObject({ content: 'desktop at 10:30', is_favorited: true })
  })

  it('stamps writes that bypass sync_push with the server clock, so an older device edit cannot undo them', async () => {
    const phone = randomUUID()
    const id = randomUUID()
    await push(alice, phone, [
      { seq: 1, table: 'sparks', action: 'insert', id, data: spark(id, 'draft', alice.id), hlc: at(0) },
    ])
    const direct = await alice.client
      .from('sparks')
      .update({ content: 'written directly', sync_clock: { content: at(100_000) } })
      .eq('id', id)
      .select('sync_clock')
      .single()
    const clock = (direct.data?.sync_clock ?? {}) as Record<string, string>
    expect(clock.content).toMatch(/:server$/)
    await push(alice, phone, [
      { seq: 2, table: 'sparks', action: 'update', id, data: { content: 'made before' }, hlc: at(1) },
    ])
    expect((await serverSpark(alice, id))?.content).toBe('written directly')
  })

  it("cuts a clock a year ahead back to 15 minutes ahead, and keeps the device's own order of edits", async () => {
    const phone = randomUUID()
    const desktop = randomUUID()
    const id = randomUUID()
    const yearAhead = (counter: number) =>
      formatHlc({ physical: Date.now() + 365 * 86_400_000, counter, node: 'fastphone' })
    const { data } = await push(alice, phone, [
      { seq: 1, table: 'sparks', action: 'insert', id, data: spark(id, 'fast', alice.id), hlc: yearAhead(0) },
      { seq: 2, table: 'sparks', action: 'update', id, data: { content: 'fast, edited' }, hlc: yearAhead(1) },
      {
        seq: 3,
        table: 'sparks',
        action: 'update',
        id,
        data: { content: 'fast, edited again' },
        hlc: yearAhead(2),
      },
    ])
    const clocks = data?.results[2]?.row?.sync_clock as Record<string, string>
    const contentAt = Number(clocks.content?.slice(0, 15))
    expect(contentAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1_000)
    expect((await serverSpark(alice, id))?.content).toBe('fast, edited again')
    // A desktop edit stamped twenty minutes from now wins over the fast phone's: that cannot win for a year.
    await push(alice, desktop, [
      {
        seq: 1,
        table: 'sparks',
        action: 'update',
        id,
        data: { content: 'desktop, later' },
        hlc: formatHlc({ physical: Date.now() + 20 * 60_000, counter: 0, node: 'desktop' }),
      },
    ])
    expect((await serverSpark(alice, id))?.content).toBe('desktop, later')
  })

  it('treats an edit of a row deleted elsewhere as done: the delete wins', async () => {
    const phone = randomUUID()
    const desktop = randomUUID()
    const id = randomUUID()
    await push(alice, desktop, [
      {
        seq: 1,
        table: 'sparks',
        action: 'insert',
        id,
        data: spark(id, 'doomed', alice.id),
        hlc: at(0, 'desktop'),
      },
      { seq: 2, table: 'sparks', action: 'delete', id, hlc: at(1, 'desktop') },
    ])
    const edit = await push(alice, phone, [
      { seq: 1, table: 'sparks', action: 'update', id, data: { content: 'too late' }, hlc: at(2) },
    ])
    expect(edit.data?.results[0]).toMatchObject({ status: 'applied', deleted: true, row: null })
    expect(await serverSpark(alice, id)).toBeNull()
  })

  it('commits entries of one group together or not at all', async () => {
    const phone = randomUUID()
    const capture = randomUUID()
    const { data } = await push(alice, phone, [
      {
        seq: 1,
        table: 'capture_inbox',
        action: 'insert',
        id: capture,
        group: 'g1',
        hlc: at(0),
        data: {
          id: capture,
          user_id: alice.id,
          status: 'unassigned',
          content: 'idea',
          content_type: 'text',
          file_url: null,
          file_name: null,
          location: null,
          tags: [],
          capture_context: {},
        },
      },
      {
        seq: 2,
        table: 'board_assignments',
        action: 'insert',
        id: randomUUID(),
        group: 'g1',
        hlc: at(0),
        data: {
          user_id: bob.id,
          source_type: 'capture',
          source_id: capture,
          target_type: 'card',
          target_id: capture,
        },
      },
    ])
    expect(data?.results.map((r) => [r.status, r.code])).toEqual([
      ['refused', 'group'],
      ['refused', '42501'],
    ])
    expect(data?.last_seq).toBe(2)
    const { data: rows } = await alice.client.from('capture_inbox').select('id').eq('id', capture)
    expect(rows).toEqual([])
  })

  it('gives a second device the same row for a one-row-per-member table, merged field by field', async () => {
    const phone = randomUUID()
    const desktop = randomUUID()
    const derived = await alice.client.rpc('sync_derived_id', {
      table_name: 'meeting_minutes_config',
      key_values: [alice.id, 'google_drive_integration'],
    })
    const id = derived.data as string
    const config = (settings: object) => ({
      id,
      user_id: alice.id,
      config_type: 'google_drive_integration',
      settings,
    })
    await push(alice, phone, [
      {
        seq: 1,
        table: 'meeting_minutes_config',
        action: 'insert',
        id,
        data: config({ from: 'phone' }),
        hlc: at(0),
      },
    ])
    const second = await push(alice, desktop, [
      {
        seq: 1,
        table: 'meeting_minutes_config',
        action: 'insert',
        id,
        data: config({ from: 'desktop' }),
        hlc: at(5, 'desktop'),
      },
    ])
    expect(second.data?.results[0]).toMatchObject({ status: 'applied' })
    const { data: rows } = await alice.client.from('meeting_minutes_config').select('id, settings')
    expect(rows).toEqual([{ id, settings: { from: 'desktop' } }])
  })

  describe('bad input: a clear refusal per entry, the rest applied, never a 5xx', () => {
    it("refuses every entry under another member's device id and changes nothing", async () => {
      const shared = randomUUID()
      await push(alice, shared, [{ seq: 1, table: 'sparks', action: 'skip' }])
      const id = randomUUID()
      const { data, status } = await push(bob, shared, [
        { seq: 2, table: 'sparks', action: 'insert', id, data: spark(id, 'hijack', bob.id), hlc: at(0) },
      ])
      expect(status).toBe(200)
      expect(data?.results).toEqual([
        expect.objectContaining({
          status: 'refused',
          code: 'foreign_client',
          message: 'This device id belongs to another account.',
        }),
      ])
      expect(await serverSpark(bob, id)).toBeNull()
    })

    it('refuses a gap and what follows it, and keeps the ledger where it was', async () => {
      const phone = randomUUID()
      const id = randomUUID()
      const { data } = await push(alice, phone, [
        { seq: 1, table: 'sparks', action: 'skip' },
        { seq: 3, table: 'sparks', action: 'insert', id, data: spark(id, 'jumped', alice.id), hlc: at(0) },
        { seq: 4, table: 'sparks', action: 'skip' },
      ])
      expect(data?.last_seq).toBe(1)
      expect(data?.results.map((r) => [r.status, r.code])).toEqual([
        ['skipped', undefined],
        ['refused', 'gap'],
        ['refused', 'gap'],
      ])
      expect(await serverSpark(alice, id)).toBeNull()
    })

    it('refuses, entry by entry, a table devices may not write, an unknown column, a 5 MB patch, a malformed clock', async () => {
      const phone = randomUUID()
      const good = randomUUID()
      const big = randomUUID()
      await push(alice, phone, [
        { seq: 1, table: 'sparks', action: 'insert', id: big, data: spark(big, 'big', alice.id), hlc: at(0) },
      ])
      const { data, status } = await push(alice, phone, [
        {
          seq: 2,
          table: 'jul_memberships',
          action: 'insert',
          id: randomUUID(),
          data: { status: 'active' },
          hlc: at(1),
        },
        { seq: 3, table: 'sparks', action: 'update', id: big, data: { no_such_column: 1 }, hlc: at(1) },
        {
          seq: 4,
          table: 'sparks',
          action: 'update',
          id: big,
          data: { content: 'x'.repeat(5_000_000) },
          hlc: at(1),
        },
        { seq: 5, table: 'sparks', action: 'update', id: big, data: { content: 'late' }, hlc: 'yesterday' },
        {
          seq: 6,
          table: 'sparks',
          action: 'insert',
          id: good,
          data: spark(good, 'fine', alice.id),
          hlc: at(1),
        },
      ])
      expect(status).toBe(200)
      expect(data?.results.map((r) => r.status)).toEqual([
        'refused',
        'refused',
        'refused',
        'refused',
        'applied',
      ])
      expect(data?.results[0]?.message).toBe('Changes to jul_memberships are not accepted from devices')
      expect(data?.results[1]?.message).toBe('Column no_such_column of sparks cannot be written')
      expect(data?.results[2]?.message).toMatch(/^This change is too large \(\d+ bytes; at most 1 MB\)$/)
      expect(data?.results[3]?.message).toBe('The change carries no valid edit time')
      expect((await serverSpark(alice, big))?.content).toBe('big')
      expect(await serverSpark(alice, good)).toMatchObject({ content: 'fine' })
    })

    it("refuses writes to another member's row and leaves it as it was", async () => {
      const phone = randomUUID()
      const id = randomUUID()
      await push(alice, phone, [
        { seq: 1, table: 'sparks', action: 'insert', id, data: spark(id, 'mine', alice.id), hlc: at(0) },
      ])
      const thief = randomUUID()
      const { data } = await push(bob, thief, [
        { seq: 1, table: 'sparks', action: 'update', id, data: { content: 'stolen' }, hlc: at(1) },
        { seq: 2, table: 'sparks', action: 'delete', id, hlc: at(1) },
        { seq: 3, table: 'sparks', action: 'insert', id, data: spark(id, 'stolen', bob.id), hlc: at(1) },
      ])
      expect(data?.results.map((r) => r.status)).toEqual(['refused', 'applied', 'refused'])
      expect((await serverSpark(alice, id))?.content).toBe('mine')
    })

    it('answers 400 to a batch that is not a list and 401 to a caller who is not signed in', async () => {
      const notList = await alice.client.rpc('sync_push', { client_id: randomUUID(), entries: { seq: 1 } })
      expect(notList.status).toBe(400)
      const anon = await clientFor(backend()).rpc('sync_push', { client_id: randomUUID(), entries: [] })
      expect([401, 403]).toContain(anon.status)
      const { data: ledgers } = await serviceClient(backend())
        .from('sync_ledger')
        .select('client_id')
        .is('user_id', null)
      expect(ledgers).toEqual([])
    })
  })
})
