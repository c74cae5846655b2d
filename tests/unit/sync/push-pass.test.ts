import { afterEach, describe, expect, it } from 'vitest'
import type { JulDatabase } from '../../../sync/db/database.ts'
import { ATTACHMENT_STATUS, KV } from '../../../sync/db/records.ts'
import { ENTRY_STATUS } from '../../../sync/protocol.ts'
import { retryFailed } from '../../../sync/public/queue.ts'
import { createRepository } from '../../../sync/public/repositories.ts'
import { MAX_BATCH_ENTRIES, MAX_ENTRY_BYTES } from '../../../sync/push/plan.ts'
import {
  DELETE_NOT_APPLIED,
  pushPass,
  SPLIT_AFTER_FAILURES,
  tooLargeMessage,
  UPDATE_NOT_APPLIED,
} from '../../../sync/push/push-pass.ts'
import { FakeRemote, NETWORK_ERROR, RLS_ERROR } from './support/fake-remote.ts'
import { freshDatabase, newSpark, USER_A, USER_B } from './support/fixtures.ts'

const opened: JulDatabase[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.delete()))
})

const T10 = Date.parse('2026-11-26T10:00:00.000Z')
const minutes = (n: number) => n * 60_000

/** The server, its clock an hour after the devices' 10:00 (their clocks are never cut back here). */
function server(): FakeRemote {
  const remote = new FakeRemote()
  remote.clock = T10 + minutes(60)
  return remote
}

/** One device of member A: its own database, repositories on its own clock, its push pass. */
function device(remote: FakeRemote, options: { now?: () => number; userId?: string } = {}) {
  const db = freshDatabase()
  opened.push(db)
  let clock = options.now ?? (() => T10)
  const ctx = { db, userId: () => USER_A, now: () => clock() }
  let refreshes = 0
  return {
    db,
    sparks: createRepository(ctx, 'sparks'),
    repo: <N extends Parameters<typeof createRepository>[1]>(table: N) => createRepository(ctx, table),
    setClock: (now: () => number) => {
      clock = now
    },
    push: () =>
      pushPass({
        db,
        remote,
        userId: options.userId ?? USER_A,
        now: () => T10,
        refreshSession: async () => {
          refreshes++
          return true
        },
      }),
    queue: () => db.pending_sync_data.orderBy('seq').toArray(),
    refreshes: () => refreshes,
  }
}

const pushes = (remote: FakeRemote) => remote.requests.filter((r) => r.op === 'push')
const contents = (remote: FakeRemote) =>
  remote
    .rows('sparks')
    .map((r) => r.content)
    .sort()

describe('pushPass through sync_push', () => {
  it('drains inserts, updates and deletes of several tables in one request', async () => {
    const remote = server()
    const phone = device(remote)
    const kept = await phone.sparks.insert(newSpark('one'))
    const gone = await phone.sparks.insert(newSpark('two'))
    await phone.sparks.update(kept.id, { is_favorited: true })
    await phone.sparks.remove(gone.id)
    await phone.repo('milestones').insert({
      title: 'Seed round',
      description: null,
      progress_percentage: 0,
      target_date: '2026-12-01',
      status: 'pending',
    })
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 5 })
    expect(pushes(remote)).toHaveLength(1)
    expect(remote.rows('sparks')).toEqual([expect.objectContaining({ content: 'one', is_favorited: true })])
    expect(remote.rows('milestones')).toHaveLength(1)
    expect(await phone.queue()).toEqual([])
  })

  it(`drains ${5 * MAX_BATCH_ENTRIES} queued writes in 5 requests`, async () => {
    const remote = server()
    const phone = device(remote)
    for (let n = 0; n < 5 * MAX_BATCH_ENTRIES; n++) await phone.sparks.insert(newSpark(`row ${n}`))
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 5 * MAX_BATCH_ENTRIES })
    expect(pushes(remote).map((r) => r.rows)).toEqual([200, 200, 200, 200, 200])
  })

  it('resends after a lost answer in one request, answered from the ledger, without a second row', async () => {
    const remote = server()
    const phone = device(remote)
    const spark = await phone.sparks.insert(newSpark('only once'))
    remote.cue('lose-ack')
    expect(await phone.push()).toEqual({ kind: 'retry', error: NETWORK_ERROR })
    expect(await phone.queue()).toMatchObject([{ status: 'pending', client_seq: 1 }])
    remote.requests.length = 0
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 1 })
    expect(pushes(remote)).toHaveLength(1)
    expect(remote.rows('sparks').filter((r) => r.id === spark.id)).toHaveLength(1)
  })

  it("defect 1: a resend after a lost answer never reverts another device's later edit", async () => {
    const remote = server()
    const phone = device(remote, { now: () => T10 - minutes(60) })
    const desktop = device(remote, { now: () => T10 + minutes(30) })
    const spark = await phone.sparks.insert(newSpark('draft'))
    await phone.push()
    // 10:00 the phone edits; the server applies it, the answer is lost.
    phone.setClock(() => T10)
    await phone.sparks.update(spark.id, { content: 'phone at 10:00' })
    remote.cue('lose-ack')
    expect((await phone.push()).kind).toBe('retry')
    // 10:30 the desktop, which pulled the phone's edit, edits the same field.
    await desktop.db.table('sparks').put(remote.rows('sparks')[0])
    await desktop.sparks.update(spark.id, { content: 'desktop at 10:30' })
    await desktop.push()
    // 11:00 the phone comes back and resends.
    phone.setClock(() => T10 + minutes(60))
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 1 })
    expect(contents(remote)).toEqual(['desktop at 10:30'])
  })

  it('decides each field by when it was edited: an edit made offline earlier loses, other fields land', async () => {
    const remote = server()
    const phone = device(remote, { now: () => T10 })
    const desktop = device(remote, { now: () => T10 - minutes(60) })
    const spark = await desktop.sparks.insert(newSpark('draft'))
    await desktop.push()
    await phone.db.table('sparks').put(remote.rows('sparks')[0])
    await phone.sparks.update(spark.id, { content: 'phone at 10:00', is_favorited: true })
    desktop.setClock(() => T10 + minutes(30))
    await desktop.sparks.update(spark.id, { content: 'desktop at 10:30' })
    await desktop.push()
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 1 })
    expect(remote.rows('sparks')).toEqual([
      expect.objectContaining({ content: 'desktop at 10:30', is_favorited: true }),
    ])
    // The phone's copy becomes the server's: its losing text does not linger on screen.
    expect(await phone.db.table('sparks').get(spark.id)).toMatchObject({ content: 'desktop at 10:30' })
  })

  it('an edit made after seeing a newer version wins even from a device whose clock is behind', async () => {
    const remote = server()
    const fast = device(remote, { now: () => T10 + minutes(10) })
    const slow = device(remote, { now: () => T10 - minutes(10) })
    const spark = await fast.sparks.insert(newSpark('fast clock'))
    await fast.push()
    await slow.db.table('sparks').put(remote.rows('sparks')[0])
    await slow.sparks.update(spark.id, { content: 'edited after reading it' })
    await slow.push()
    expect(contents(remote)).toEqual(['edited after reading it'])
  })

  it('defect 3: an outage of any length never parks a write; it lands once the server is back', async () => {
    const remote = server()
    const phone = device(remote)
    for (const text of ['a', 'b', 'c', 'd']) await phone.sparks.insert(newSpark(text))
    const outage = [
      { status: 503, code: null, message: 'Service Unavailable' },
      { status: 500, code: '57014', message: 'canceling statement due to statement timeout' },
      { status: 503, code: 'PGRST003', message: 'Timed out acquiring connection from connection pool.' },
      { status: 0, code: null, message: 'TimeoutError: The server did not answer within 30 s' },
      { status: 404, code: 'PGRST202', message: 'Could not find the function public.sync_push' },
    ]
    for (let cycle = 0; cycle < 8; cycle++) {
      remote.cue(outage[cycle % outage.length] ?? NETWORK_ERROR)
      expect((await phone.push()).kind).toBe('retry')
      expect((await phone.queue()).every((e) => e.status === ENTRY_STATUS.pending)).toBe(true)
    }
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 4 })
    expect(contents(remote)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('defect 7: unanswered sends (timeouts included) halve the request until it gets through', async () => {
    const remote = server()
    const phone = device(remote)
    for (let n = 0; n < 8; n++) await phone.sparks.insert(newSpark(`slow ${n}`))
    for (let n = 0; n < SPLIT_AFTER_FAILURES + 1; n++) {
      remote.cue({ status: 0, code: null, message: 'TimeoutError: The server did not answer within 30 s' })
      await phone.push()
    }
    expect(pushes(remote).map((r) => r.rows)).toEqual([8, 8, 4])
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 8 })
  })

  it('refuses only the row the server refuses, with its words, and sends the others', async () => {
    const remote = server()
    const phone = device(remote)
    await phone.sparks.insert(newSpark('fine 1'))
    const bad = await phone.sparks.insert(newSpark('forbidden'))
    await phone.sparks.insert(newSpark('fine 2'))
    remote.refuse((_t, row) => row.content === 'forbidden')
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 2 })
    expect(contents(remote)).toEqual(['fine 1', 'fine 2'])
    const [failed] = await phone.queue()
    expect(failed).toMatchObject({ row_id: bad.id, status: ENTRY_STATUS.failed, error: RLS_ERROR.message })
    // Its number is given back: a Retry sends it under a new one.
    expect(failed?.client_seq).toBeUndefined()
  })

  it('keeps later changes of a refused row waiting behind it, in order, and retries them together', async () => {
    const remote = server()
    const phone = device(remote)
    const bad = await phone.sparks.insert(newSpark('forbidden'))
    remote.refuse((_t, row) => row.content === 'forbidden')
    await phone.push()
    await phone.sparks.update(bad.id, { is_favorited: true })
    const other = await phone.sparks.insert(newSpark('other'))
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 1 })
    expect(remote.rows('sparks').map((r) => r.id)).toEqual([other.id])
    expect((await phone.queue()).map((e) => [e.action, e.status])).toEqual([
      ['insert', 'failed'],
      ['update', 'pending'],
    ])
  })

  it('defect 8: a capture waiting for its file holds back the board link that refers to it', async () => {
    const remote = server()
    const phone = device(remote)
    const capture = await phone.repo('capture_inbox').insert(
      {
        status: 'unassigned',
        content: 'photo of the whiteboard',
        content_type: 'photo',
        file_url: 'captures/a.jpg',
        file_name: 'a.jpg',
        location: null,
        tags: [],
        capture_context: {},
      },
      {
        attachments: [
          { bucket: 'captures', path: 'a.jpg', blob: new Blob(['x']), contentType: 'image/jpeg' },
        ],
      },
    )
    await phone.repo('board_assignments').insert({
      source_type: 'capture',
      source_id: capture.id,
      target_type: 'card',
      target_id: crypto.randomUUID(),
      assignment_context: {},
    })
    const unrelated = await phone.sparks.insert(newSpark('goes ahead'))
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 1 })
    expect(remote.rows('sparks').map((r) => r.id)).toEqual([unrelated.id])
    expect(remote.rows('board_assignments')).toEqual([])
    await phone.db.attachments.toCollection().modify({ status: ATTACHMENT_STATUS.uploaded })
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 2 })
    expect(remote.rows('board_assignments')).toEqual([expect.objectContaining({ source_id: capture.id })])
  })

  it('defect 8: a note on a refused session waits for it, and one Retry sends both together', async () => {
    const remote = server()
    const phone = device(remote)
    const session = await phone.repo('sessions').insert({
      title: 'Board prep',
      start_time: '2026-12-01T10:00:00.000Z',
      end_time: '2026-12-01T11:00:00.000Z',
      status: 'scheduled',
      session_type: 'advisory',
      description: null,
      meeting_url: null,
      attendee_name: null,
      attendee_email: null,
      notes: null,
      recording_url: null,
    })
    remote.refuse((table) => table === 'sessions')
    await phone.push()
    await phone.repo('session_notes').insert({
      session_id: session.id,
      tags: [],
      content: 'ask about runway',
      content_type: 'text',
      file_url: null,
      file_name: null,
      capture_context: {},
    })
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 0 })
    expect((await phone.queue()).map((e) => [e.table, e.status])).toEqual([
      ['sessions', 'failed'],
      ['session_notes', 'pending'],
    ])
    remote.clearRefusals()
    const [failed] = await phone.queue()
    await retryFailed(phone.db, [failed?.id ?? ''])
    remote.requests.length = 0
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 2 })
    expect(pushes(remote)).toEqual([expect.objectContaining({ rows: 2 })])
    expect(remote.rows('session_notes')).toHaveLength(1)
  })

  it('defect 5: a second device creates the same one-row-per-member row, and both keep updating it', async () => {
    const remote = server()
    const phone = device(remote, { now: () => T10 })
    const desktop = device(remote, { now: () => T10 + minutes(1) })
    const mine = await phone
      .repo('user_spark_notifications')
      .insert({ last_viewed_spark_id: null, unread_count: 0 })
    const theirs = await desktop
      .repo('user_spark_notifications')
      .insert({ last_viewed_spark_id: null, unread_count: 3 })
    expect(theirs.id).toBe(mine.id)
    await phone.push()
    await desktop.push()
    phone.setClock(() => T10 + minutes(2))
    await phone.repo('user_spark_notifications').update(mine.id, { unread_count: 5 })
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 1 })
    expect(remote.rows('user_spark_notifications')).toEqual([
      expect.objectContaining({ id: mine.id, unread_count: 5 }),
    ])
    expect(await phone.queue()).toEqual([])
    expect(await desktop.queue()).toEqual([])
  })

  it('counts an edit of a row deleted elsewhere as done and drops the local copy: the delete wins', async () => {
    const remote = server()
    const phone = device(remote)
    const spark = await phone.sparks.insert(newSpark('deleted elsewhere'))
    await phone.push()
    remote.serverDelete('sparks', spark.id)
    await phone.sparks.update(spark.id, { is_archived: true })
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 1 })
    expect(await phone.db.table('sparks').get(spark.id)).toBeUndefined()
  })

  it('moves an update of a row that does not exist (or is hidden by RLS) to the failed list', async () => {
    const remote = server()
    const phone = device(remote)
    const spark = await phone.sparks.insert(newSpark('soon gone'))
    await phone.push()
    remote.tables.get('sparks')?.delete(spark.id)
    await phone.sparks.update(spark.id, { is_archived: true })
    await phone.push()
    expect(await phone.queue()).toMatchObject([{ status: 'failed', error: UPDATE_NOT_APPLIED }])
  })

  it('keeps a delete RLS refuses as a failed entry that says so', async () => {
    const remote = server()
    const phone = device(remote)
    const spark = await phone.sparks.insert(newSpark('not mine to delete'))
    await phone.push()
    remote.protect((_t, row) => row.id === spark.id)
    await phone.sparks.remove(spark.id)
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 0 })
    expect(remote.rows('sparks').map((r) => r.id)).toEqual([spark.id])
    expect(await phone.queue()).toMatchObject([
      { action: 'delete', status: 'failed', error: DELETE_NOT_APPLIED },
    ])
  })

  it('refuses on the device a change larger than the server takes, and sends the rest', async () => {
    const remote = server()
    const phone = device(remote)
    const huge = await phone.sparks.insert(newSpark('x'.repeat(MAX_ENTRY_BYTES)))
    await phone.sparks.insert(newSpark('small'))
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 1 })
    const [failed] = await phone.queue()
    expect(failed).toMatchObject({ row_id: huge.id, status: ENTRY_STATUS.failed })
    expect(failed?.error).toBe(tooLargeMessage(JSON.stringify(failed?.data).length))
  })

  it('numbers again from the ledger when the server reports a gap (its ledger was reset)', async () => {
    const remote = server()
    const phone = device(remote)
    await phone.sparks.insert(newSpark('first'))
    await phone.push()
    remote.ledgers.clear()
    await phone.sparks.insert(newSpark('after the reset'))
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 1 })
    expect(contents(remote)).toEqual(['after the reset', 'first'])
  })

  it('takes a new device id when the server knows this one as another member’s', async () => {
    const remote = server()
    const phone = device(remote)
    await phone.sparks.insert(newSpark('mine'))
    const clients = (await phone.db.kv.get(KV.ledgerClients))?.value
    expect(clients).toBeUndefined()
    await phone.push()
    const [clientId] = [...remote.ledgers.keys()]
    const ledger = remote.ledgers.get(clientId ?? '')
    if (ledger) ledger.user = USER_B
    await phone.sparks.insert(newSpark('still mine'))
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 1 })
    expect(remote.ledgers.size).toBe(2)
  })

  it("puts the server's version of each pushed row in the mirror and learns the server's clock", async () => {
    const remote = server()
    remote.clock = T10 + 5_000
    const phone = device(remote)
    const spark = await phone.sparks.insert(newSpark('stamped'))
    await phone.push()
    const local = await phone.db.table('sparks').get(spark.id)
    expect(local).toEqual(remote.rows('sparks')[0])
    expect((await phone.db.kv.get(KV.clockOffset))?.value).toBe(5_000)
  })

  it('refreshes the session once on a 401 and then sends', async () => {
    const remote = server()
    const phone = device(remote)
    await phone.sparks.insert(newSpark('token expired'))
    remote.cue({ status: 401, code: 'PGRST301', message: 'JWT expired' })
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 1 })
    expect(phone.refreshes()).toBe(1)
  })

  it("never sends another user's entries with the current session", async () => {
    const remote = server()
    const phone = device(remote, { userId: USER_B })
    await phone.sparks.insert(newSpark('from A'))
    expect(await phone.push()).toEqual({ kind: 'drained', sent: 0 })
    expect(remote.requests).toEqual([])
    expect(await phone.queue()).toHaveLength(1)
  })
})
