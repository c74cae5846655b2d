import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteAllDatabases, localStorageKeys } from '../../../src/features/pwa/browser-storage.ts'
import {
  buildId,
  decideBuildStamp,
  RESET_STEP,
  type ResetEffects,
  resetForNewBuild,
  STAMP_DECISION,
} from '../../../src/features/pwa/build-stamp-reset.ts'
import { PENDING_SYNC_KEY } from '../../../src/features/pwa/pending-entries.ts'
import { BUILD_STAMP_KEY } from '../../../src/features/pwa/storage-keys.ts'
import {
  indexedDbQueueBridge,
  QUEUE_STORE,
  SYNC_DATABASE_NAME,
} from '../../../src/features/pwa/sync-queue-bridge.ts'
import { DATABASE_NAME, JulDatabase } from '../../../sync/db/database.ts'
import type { QueueEntry } from '../../../sync/protocol.ts'
import { exportQueue, importQueue } from '../../../sync/public/queue.ts'

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

const OLD_BUILD = buildId('2025-11-01 08:41', 'dev')
const NEW_BUILD = buildId('2026-11-21 22:30', '1.0.0')
const AUTH_KEY = 'sb-abcdefghijklmnop-auth-token'

function effectsFor(databaseName: string, overrides: Partial<ResetEffects> = {}) {
  const reload = vi.fn()
  const warn = vi.fn()
  const effects: ResetEffects = {
    queue: indexedDbQueueBridge(databaseName),
    local: {
      getItem: (key) => localStorage.getItem(key),
      setItem: (key, value) => localStorage.setItem(key, value),
      removeItem: (key) => localStorage.removeItem(key),
      keys: localStorageKeys,
    },
    clearCaches: async () => undefined,
    unregisterServiceWorkers: async () => undefined,
    deleteDatabases: () => deleteAllDatabases([]),
    clearSessionStorage: () => sessionStorage.clear(),
    reload,
    warn,
    ...overrides,
  }
  return { effects, reload, warn }
}

beforeEach(async () => {
  localStorage.clear()
  sessionStorage.clear()
  await deleteAllDatabases([])
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

  it('treats a new app version with the same stamp as a new build', () => {
    expect(buildId('2025-11-01 08:41', 'dev')).not.toBe(buildId('2025-11-01 08:41', '1.0.0'))
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
    expect(await indexedDbQueueBridge('never-opened').exportPending()).toEqual([])
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
    expect((await indexedDbQueueBridge('reset-quota').exportPending()).map((item) => item.id)).toEqual(['a'])
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

describe('the queue store the reset reads', () => {
  it('is the sync engine’s database and store', () => {
    expect(SYNC_DATABASE_NAME).toBe(DATABASE_NAME)
    expect(new JulDatabase('store-names').tables.map((table) => table.name)).toContain(QUEUE_STORE)
  })
})
