import { clear, createStore } from 'idb-keyval'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteAllDatabases, localStorageKeys } from '../../../../src/app/pwa/browser-storage.ts'
import { buildId, decideBuildStamp, STAMP_DECISION } from '../../../../src/app/pwa/build-stamp.ts'
import { RESET_STEP, type ResetEffects, resetForNewBuild } from '../../../../src/app/pwa/build-stamp-reset.ts'
import { BUILD_STAMP_KEY } from '../../../../src/app/pwa/storage-keys.ts'
import { JulDatabase } from '../../../../sync/db/database.ts'
import type { QueueEntry } from '../../../../sync/protocol.ts'
import { submitForm } from '../../../../sync/public/outbox.ts'
import { exportQueue, importQueue } from '../../../../sync/public/queue.ts'
import {
  holdDatabase,
  KEPT_DATABASE,
  KEPT_STORE,
  resetDatabase,
  restoreKept,
} from '../../../../sync/public/reset.ts'
import { LEGACY_QUEUE_KEY } from '../../../../sync/public/storage-keys.ts'
import { FakeLocks } from '../../sync/support/fake-locks.ts'

const PENDING_SYNC_KEY = LEGACY_QUEUE_KEY

const USER = '11111111-1111-4111-8111-111111111111'

function queued(id: string, overrides: Partial<QueueEntry> = {}): QueueEntry {
  return {
    id,
    table: 'sparks',
    action: 'insert',
    data: { id: `row-${id}`, content: `Spark ${id}` },
    timestamp: 1_700_000_000_000,
    row_id: `row-${id}`,
    user_id: USER,
    status: 'pending',
    attempts: 0,
    error: null,
    ...overrides,
  }
}

/** The sync engine's real database on fake-indexeddb, holding the given queue entries. */
async function syncDatabaseWith(name: string, entries: QueueEntry[]): Promise<void> {
  const db = new JulDatabase(name)
  await db.pending_sync_data.bulkAdd(entries)
  db.close()
}

const OLD_BUILD = '2025-11-01 08:41'
const NEW_BUILD = '2026-11-21 22:30'
const AUTH_KEY = 'sb-abcdefghijklmnop-auth-token'

/** The tabs of one origin: their Web Locks and their broadcast channel. */
function origin() {
  const locks = new FakeLocks()
  const listeners: Array<(event: { data: unknown }) => void> = []
  const channel = {
    postMessage: (data: unknown) => {
      for (const listener of listeners) setTimeout(() => listener({ data }), 0)
    },
    addEventListener: (_type: 'message', listener: (event: { data: unknown }) => void) => {
      listeners.push(listener)
    },
  }
  /** Another open tab of the app, holding the database as the sync client does. */
  const openTab = (name: string, onClose: (db: JulDatabase) => Promise<void> = async () => {}) => {
    const db = new JulDatabase(name)
    holdDatabase({
      locks,
      channel,
      onCloseRequested: async () => {
        await onClose(db)
        db.close()
      },
    })
    return db
  }
  return { locks, channel, openTab }
}

function effectsFor(
  databaseName: string,
  overrides: Partial<ResetEffects> = {},
  tabs: ReturnType<typeof origin> = origin(),
) {
  const reload = vi.fn()
  const warn = vi.fn()
  const effects: ResetEffects = {
    database: resetDatabase({
      name: databaseName,
      locks: tabs.locks,
      channel: tabs.channel,
      patienceMs: 300,
    }),
    local: {
      getItem: (key) => localStorage.getItem(key),
      setItem: (key, value) => localStorage.setItem(key, value),
      removeItem: (key) => localStorage.removeItem(key),
      keys: localStorageKeys,
    },
    clearCaches: async () => undefined,
    unregisterServiceWorkers: async () => undefined,
    deleteDatabases: (keep) => deleteAllDatabases([], keep),
    clearSessionStorage: () => sessionStorage.clear(),
    reload,
    warn,
    ...overrides,
  }
  return { effects, reload, warn }
}

const savedIds = () =>
  (JSON.parse(localStorage.getItem(PENDING_SYNC_KEY) ?? '[]') as { id: string }[])
    .map((entry) => entry.id)
    .sort()

beforeEach(async () => {
  localStorage.clear()
  sessionStorage.clear()
  // The kept store stays open in this page (idb-keyval keeps its connection): empty it instead.
  await deleteAllDatabases([], [KEPT_DATABASE])
  await clear(createStore(KEPT_DATABASE, KEPT_STORE))
})

describe('the build-stamp decision at start-up', () => {
  it('remembers the build on a first visit without clearing anything', () => {
    expect(decideBuildStamp(null, NEW_BUILD, true)).toBe(STAMP_DECISION.firstVisit)
  })

  it('does nothing when the stored stamp is the current one', () => {
    expect(decideBuildStamp(NEW_BUILD, NEW_BUILD, true)).toBe(STAMP_DECISION.unchanged)
  })

  it('resets when the stamp changed and the network is there', () => {
    expect(decideBuildStamp(OLD_BUILD, NEW_BUILD, true)).toBe(STAMP_DECISION.reset)
  })

  it('postpones the reset while offline, so the reload never lands on an empty cache', () => {
    expect(decideBuildStamp(OLD_BUILD, NEW_BUILD, false)).toBe(STAMP_DECISION.postponedOffline)
  })

  it('keeps local data on a deploy that changes the app version but not the stamp', () => {
    expect(decideBuildStamp(OLD_BUILD, OLD_BUILD, true)).toBe(STAMP_DECISION.unchanged)
    // What builds before the constant stamp stored: the stamp and the version.
    expect(decideBuildStamp(buildId(OLD_BUILD, '0.9.0'), OLD_BUILD, true)).toBe(STAMP_DECISION.unchanged)
    expect(decideBuildStamp(buildId(OLD_BUILD, '0.9.0'), NEW_BUILD, true)).toBe(STAMP_DECISION.reset)
  })

  it('still tells two deploys of the same stamp apart by their version (chunk reloads)', () => {
    expect(buildId(OLD_BUILD, 'dev')).not.toBe(buildId(OLD_BUILD, '1.0.0'))
  })
})

describe('the reset on a new build stamp', () => {
  it('saves pending and failed entries to pending_sync_data, wipes the database, and the sync client restores them', async () => {
    const name = 'reset-roundtrip'
    const failed = queued('b', {
      action: 'update',
      data: { is_favorite: true },
      row_id: 'row-a',
      status: 'failed',
    })
    await syncDatabaseWith(name, [queued('a'), failed])
    const { effects, reload } = effectsFor(name)

    const outcome = await resetForNewBuild(NEW_BUILD, effects)

    expect(outcome).toMatchObject({ kind: 'reloading', savedEntries: 2 })
    expect(reload).toHaveBeenCalledOnce()
    expect((await indexedDB.databases()).map((info) => info.name)).not.toContain(name)
    const saved = JSON.parse(localStorage.getItem(PENDING_SYNC_KEY) ?? '[]') as unknown
    // After the reload: what startSync().setSession does with the key, on a fresh database.
    const fresh = new JulDatabase(name)
    await importQueue(fresh, saved, USER)
    const restored = await exportQueue(fresh)
    expect(restored.map((entry) => [entry.id, entry.action, entry.status, entry.data])).toEqual([
      ['a', 'insert', 'pending', { id: 'row-a', content: 'Spark a' }],
      ['b', 'update', 'failed', { is_favorite: true }],
    ])
    fresh.close()
  })

  it('finds nothing to save, and creates no database, on a device that never synced', async () => {
    const { effects } = effectsFor('never-opened')
    expect(await effects.database.saveUnsent(effects.local)).toBe(0)
    expect((await indexedDB.databases()).map((info) => info.name)).not.toContain('never-opened')
  })

  it('wipes nothing when a queue entry cannot be read', async () => {
    const name = 'reset-unreadable'
    await syncDatabaseWith(name, [queued('a'), { ...queued('b'), table: '' }])
    const deleteDatabases = vi.fn(async () => undefined)
    const { effects, reload } = effectsFor(name, { deleteDatabases })

    expect((await resetForNewBuild(NEW_BUILD, effects)).kind).toBe('aborted')
    expect(deleteDatabases).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
  })

  it('keeps the consent, theme and auth entries and unsent audit events, and removes the rest of local storage', async () => {
    localStorage.setItem('cookie_consent', JSON.stringify({ version: '1.0' }))
    localStorage.setItem('audit_queue', '[]')
    localStorage.setItem('jul_admin_tier_override', 'free')
    localStorage.setItem('jul-theme', 'dark')
    localStorage.setItem(AUTH_KEY, '{"access_token":"t"}')
    localStorage.setItem('last_sync_time', '2026-11-21T22:00:00Z')
    localStorage.setItem('preferred_currency', 'GBP')
    localStorage.setItem(BUILD_STAMP_KEY, OLD_BUILD)
    sessionStorage.setItem('landing_context', '{"slug":"x"}')
    const { effects } = effectsFor('reset-keys')

    await resetForNewBuild(NEW_BUILD, effects)

    expect(localStorageKeys().sort()).toEqual(
      [AUTH_KEY, BUILD_STAMP_KEY, 'audit_queue', 'cookie_consent', 'jul-theme', PENDING_SYNC_KEY].sort(),
    )
    expect(localStorage.getItem(BUILD_STAMP_KEY)).toBe(NEW_BUILD)
    expect(sessionStorage.length).toBe(0)
  })

  it('runs the steps in the spec order, saving the queue before anything is wiped', async () => {
    const order: string[] = []
    const { effects } = effectsFor('reset-order', {
      clearCaches: async () => void order.push('caches'),
      unregisterServiceWorkers: async () => void order.push('workers'),
      deleteDatabases: async () => void order.push('databases'),
      clearSessionStorage: () => void order.push('session'),
      reload: () => void order.push('reload'),
    })

    const outcome = await resetForNewBuild(NEW_BUILD, effects)

    expect(order).toEqual(['caches', 'workers', 'databases', 'session', 'reload'])
    expect(outcome.steps).toEqual(Object.values(RESET_STEP))
  })

  it('wipes nothing and keeps the old stamp when the queue cannot be saved (storage full)', async () => {
    await syncDatabaseWith('reset-quota', [queued('a')])
    localStorage.setItem(BUILD_STAMP_KEY, OLD_BUILD)
    const deleteDatabases = vi.fn(async () => undefined)
    const { effects, reload, warn } = effectsFor('reset-quota', { deleteDatabases })
    effects.local.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }

    const outcome = await resetForNewBuild(NEW_BUILD, effects)

    expect(outcome.kind).toBe('aborted')
    expect(deleteDatabases).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalled()
    expect(localStorage.getItem(BUILD_STAMP_KEY)).toBe(OLD_BUILD)
    const kept = new JulDatabase('reset-quota')
    expect((await exportQueue(kept)).map((item) => item.id)).toEqual(['a'])
    kept.close()
  })

  it('still reloads onto the new build when one clean-up API refuses', async () => {
    const { effects, reload, warn } = effectsFor('reset-refusal', {
      clearCaches: async () => {
        throw new Error('caches is not available')
      },
    })

    const outcome = await resetForNewBuild(NEW_BUILD, effects)

    expect(outcome.kind).toBe('reloading')
    expect(outcome.steps).not.toContain(RESET_STEP.clearCaches)
    expect(warn).toHaveBeenCalledWith('Build-stamp reset step failed: clear-caches', expect.any(Error))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('never duplicates entries when a reset is interrupted and runs again', async () => {
    await syncDatabaseWith('reset-twice', [queued('a')])
    localStorage.setItem(PENDING_SYNC_KEY, JSON.stringify([queued('a'), queued('z')]))
    const { effects } = effectsFor('reset-twice')

    const outcome = await resetForNewBuild(NEW_BUILD, effects)

    expect(outcome).toMatchObject({ savedEntries: 2 })
    const saved = JSON.parse(localStorage.getItem(PENDING_SYNC_KEY) ?? '[]') as { id: string }[]
    expect(saved.map((entry) => entry.id).sort()).toEqual(['a', 'z'])
  })
})

describe('the reset while other tabs are open', () => {
  it('asks the other tab to close first, so a write it makes during the wipe is refused, never lost', async () => {
    const name = 'reset-other-tab'
    await syncDatabaseWith(name, [queued('a')])
    const tabs = origin()
    const other = tabs.openTab(name)
    const late = { committed: false }
    const { effects } = effectsFor(
      name,
      {
        clearCaches: async () => {
          // The other tab writes while the reset is between its copy and the wipe.
          await other.pending_sync_data.add(queued('late')).then(
            () => {
              late.committed = true
            },
            () => undefined,
          )
        },
      },
      tabs,
    )

    expect((await resetForNewBuild(NEW_BUILD, effects)).kind).toBe('reloading')
    if (late.committed) expect(savedIds()).toContain('late')
    expect(savedIds()).toEqual(['a'])
  })

  it("never brings back an entry the other tab's leader had sent when it was asked to close", async () => {
    const name = 'reset-acknowledged'
    await syncDatabaseWith(name, [queued('sent'), queued('unsent')])
    const tabs = origin()
    // Its request in flight settles before it lets go: the entry is acknowledged and removed.
    tabs.openTab(name, async (db) => {
      await db.pending_sync_data.where('id').equals('sent').delete()
    })
    const { effects } = effectsFor(name, {}, tabs)

    await resetForNewBuild(NEW_BUILD, effects)

    expect(savedIds()).toEqual(['unsent'])
  })

  it('postpones the reset, touching nothing, while another tab will not let its database go', async () => {
    const name = 'reset-busy'
    await syncDatabaseWith(name, [queued('a')])
    localStorage.setItem(BUILD_STAMP_KEY, OLD_BUILD)
    const tabs = origin()
    tabs.openTab(name, () => new Promise(() => {}))
    const deleteDatabases = vi.fn(async () => undefined)
    const { effects, reload } = effectsFor(name, { deleteDatabases }, tabs)

    expect((await resetForNewBuild(NEW_BUILD, effects)).kind).toBe('postponed')
    expect(deleteDatabases).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
    expect(localStorage.getItem(BUILD_STAMP_KEY)).toBe(OLD_BUILD)
  })

  it('keeps files waiting for upload and public forms not yet sent, and puts them back after the reload', async () => {
    const name = 'reset-files'
    const db = new JulDatabase(name)
    await db.attachments.add({
      id: 'photo-1',
      bucket: 'quickadd-photos',
      path: `${USER}/1.jpg`,
      blob: new Blob(['jpeg bytes']),
      content_type: 'image/jpeg',
      user_id: USER,
      status: 'waiting',
      error: null,
      created_at: 1,
      entry_id: 'a',
    })
    await submitForm(db, { form_type: 'contact', email: 'visitor@example.com' })
    await db.pending_sync_data.add(queued('a'))
    db.close()
    const { effects } = effectsFor(name)

    await resetForNewBuild(NEW_BUILD, effects)

    expect((await indexedDB.databases()).map((info) => info.name)).toContain(KEPT_DATABASE)
    const fresh = new JulDatabase(name)
    await restoreKept(fresh)
    const [photo] = await fresh.attachments.toArray()
    expect(photo).toMatchObject({ id: 'photo-1', status: 'waiting', entry_id: 'a' })
    expect(photo?.blob).toBeDefined()
    expect(await fresh.outbox.toArray()).toMatchObject([{ data: { email: 'visitor@example.com' } }])
    fresh.close()
  })

  it('lets a second tab that met the new build during the reset find it done and simply start', async () => {
    const name = 'reset-two-new-tabs'
    await syncDatabaseWith(name, [queued('a')])
    localStorage.setItem(BUILD_STAMP_KEY, OLD_BUILD)
    const tabs = origin()
    const first = effectsFor(name, {}, tabs)
    const second = effectsFor(name, {}, tabs)

    const outcomes = await Promise.all([
      resetForNewBuild(NEW_BUILD, first.effects),
      resetForNewBuild(NEW_BUILD, second.effects),
    ])

    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['done-elsewhere', 'reloading'])
  })
})
