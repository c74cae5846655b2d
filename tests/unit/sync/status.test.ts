import { afterEach, describe, expect, it, vi } from 'vitest'
import { JulDatabase } from '../../../sync/db/database.ts'
import { KV } from '../../../sync/db/records.ts'
import { submitForm } from '../../../sync/public/outbox.ts'
import { createRepository } from '../../../sync/public/repositories.ts'
import { createStatusStore, type StatusStore, type SyncStatus } from '../../../sync/public/status.ts'
import { HELD_ENTRIES_WARNING } from '../../../sync/session.ts'
import { freshDatabase, newSpark, sparksRepo, USER_A, USER_B } from './support/fixtures.ts'

let db: JulDatabase
let store: StatusStore
afterEach(async () => {
  store?.stop()
  await db?.delete()
})

/** Resolves with the first snapshot that satisfies `test`. */
function until(test: (s: SyncStatus) => boolean): Promise<SyncStatus> {
  return vi.waitFor(() => {
    const snapshot = store.getSnapshot()
    if (!test(snapshot)) throw new Error('not yet')
    return snapshot
  })
}

describe('status store', () => {
  it("counts the signed-in user's pending writes and lists failed ones with the server message", async () => {
    db = freshDatabase()
    store = createStatusStore(db, { online: false })
    store.setUser(USER_A)
    const repo = sparksRepo(db)
    await repo.insert(newSpark('a'))
    await repo.insert(newSpark('b'))
    await sparksRepo(db, () => USER_B).insert(newSpark('not mine'))
    // Telemetry waits for a push to ride with: not a change the member made, so never counted.
    await createRepository({ db, userId: () => USER_A }, 'app_context_log').insert({
      context_type: 'sparks',
      context_data: {},
    })
    expect(await db.pending_sync_data.where('user_id').equals(USER_A).count()).toBe(3)
    expect((await until((s) => s.pendingCount === 2)).online).toBe(false)
    const first = await db.pending_sync_data.where('user_id').equals(USER_A).first()
    await db.pending_sync_data.update(first?.seq ?? -1, { status: 'failed', error: 'denied' })
    const status = await until((s) => s.failed.length === 1)
    expect(status.pendingCount).toBe(1)
    expect(status.failed[0]).toMatchObject({ table: 'sparks', action: 'insert', error: 'denied' })
  })

  it('mirrors last_sync_time to local storage through its callback and shows the syncing flag', async () => {
    db = freshDatabase()
    const mirrored: string[] = []
    store = createStatusStore(db, { online: true, onLastSyncTime: (iso) => mirrored.push(iso) })
    await db.kv.bulkPut([
      { key: KV.lastSyncTime, value: '2026-11-21T12:00:00.000Z' },
      {
        key: KV.leaderState,
        value: { syncing: true, uploadError: null, downloadError: null, retryAt: null },
      },
    ])
    const status = await until((s) => s.syncing)
    expect(status.lastSyncTime).toBe('2026-11-21T12:00:00.000Z')
    expect(mirrored).toEqual(['2026-11-21T12:00:00.000Z'])
  })

  it('reports hasSynced only once the first complete pull for the signed-in user is recorded', async () => {
    db = freshDatabase()
    store = createStatusStore(db, { online: true })
    store.setUser(USER_A)
    await db.kv.put({
      key: KV.leaderState,
      value: { syncing: true, uploadError: null, downloadError: null, retryAt: null },
    })
    expect((await until((s) => s.syncing)).hasSynced).toBe(false)
    await db.kv.put({ key: KV.firstPullDoneFor, value: USER_A })
    await until((s) => s.hasSynced)
    store.setUser(USER_B)
    expect((await until((s) => !s.hasSynced)).hasSynced).toBe(false)
  })

  it('counts public forms waiting to be sent and lists refused ones, whoever is signed in', async () => {
    db = freshDatabase()
    store = createStatusStore(db, { online: true })
    await submitForm(db, { form_type: 'newsletter_join', email: 'a@example.com' })
    const { id } = await submitForm(db, { form_type: 'contact', email: 'b@example.com' })
    await until((s) => s.formsPending === 2)
    await db.outbox.where('id').equals(id).modify({ status: 'failed', error: 'refused' })
    const status = await until((s) => s.failedForms.length === 1)
    expect(status.formsPending).toBe(1)
    expect(status.failedForms).toEqual([{ id, table: 'form_submissions', error: 'refused' }])
  })

  it("warns about a signed-out account's unsent changes", async () => {
    db = freshDatabase()
    store = createStatusStore(db, { online: true })
    await db.kv.put({ key: KV.heldForUser, value: { userId: USER_A, count: 3 } })
    expect((await until((s) => s.held !== null)).held).toEqual({ count: 3, message: HELD_ENTRIES_WARNING })
  })
})

describe('status store on a device whose IndexedDB refuses to open', () => {
  /** Private windows and locked-down profiles: the open request throws (Firefox) or errors. */
  const refusingFactory = {
    open: () => {
      throw new DOMException(
        'A mutation operation was attempted on a database that did not allow mutations.',
        'InvalidStateError',
      )
    },
    deleteDatabase: () => {
      throw new DOMException('Not allowed.', 'InvalidStateError')
    },
    cmp: indexedDB.cmp.bind(indexedDB),
  }

  it('reports the local database as unavailable instead of staying at its initial snapshot', async () => {
    const refusing = new JulDatabase(
      'refusing',
      {},
      { indexedDB: refusingFactory as unknown as IDBFactory, IDBKeyRange },
    )
    store = createStatusStore(refusing, { online: true })
    expect(store.getSnapshot().databaseUnavailable).toBe(false)
    const status = await until((s) => s.databaseUnavailable)
    expect(status.hasSynced).toBe(false)
  })
})
