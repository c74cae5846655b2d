import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteAllDatabases, localStorageKeys } from '../../../src/features/pwa/browser-storage.ts'
import {
  buildId,
  decideBuildStamp,
  RESET_STEP,
  type ResetEffects,
  resetForNewBuild,
  restoreSavedQueue,
  STAMP_DECISION,
} from '../../../src/features/pwa/build-stamp-reset.ts'
import { PENDING_SYNC_KEY } from '../../../src/features/pwa/pending-entries.ts'
import { BUILD_STAMP_KEY } from '../../../src/features/pwa/storage-keys.ts'
import { bridgeFor, entry } from './fake-queue.ts'

const OLD_BUILD = buildId('2025-11-01 08:41', 'dev')
const NEW_BUILD = buildId('2026-11-21 22:30', '1.0.0')
const AUTH_KEY = 'sb-abcdefghijklmnop-auth-token'

function effectsFor(queue: ResetEffects['queue'], overrides: Partial<ResetEffects> = {}) {
  const reload = vi.fn()
  const warn = vi.fn()
  const effects: ResetEffects = {
    queue,
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
  it('saves pending entries to pending_sync_data, wipes the database and puts them back after the reload', async () => {
    const name = 'reset-roundtrip'
    const { bridge, db } = bridgeFor(name)
    await db().pending_sync_data.bulkAdd([
      { ...entry('a'), status: 'pending' },
      { ...entry('b', { action: 'update', data: { id: 'row-a', is_favorite: true } }), status: 'pending' },
      { ...entry('c'), status: 'sent' },
    ])
    const { effects, reload } = effectsFor(bridge)

    const outcome = await resetForNewBuild(NEW_BUILD, effects)

    expect(outcome).toMatchObject({ kind: 'reloading', savedEntries: 2 })
    expect(reload).toHaveBeenCalledOnce()
    expect((await indexedDB.databases()).map((info) => info.name)).not.toContain(name)
    const saved = JSON.parse(localStorage.getItem(PENDING_SYNC_KEY) ?? '[]') as { id: string }[]
    expect(saved.map((item) => item.id)).toEqual(['a', 'b'])

    const after = bridgeFor(name)
    expect(await restoreSavedQueue(after.bridge, localStorage, vi.fn())).toBe(2)
    const restored = await after.bridge.exportPending()
    expect(restored.map((item) => [item.id, item.action, item.data])).toEqual([
      ['a', 'insert', { id: 'row-a', content: 'Spark a' }],
      ['b', 'update', { id: 'row-a', is_favorite: true }],
    ])
    expect(localStorage.getItem(PENDING_SYNC_KEY)).toBeNull()
  })

  it('keeps the consent, theme and auth entries and removes the rest of local storage', async () => {
    localStorage.setItem('jul-cookie-consent', JSON.stringify({ version: '1.0' }))
    localStorage.setItem('jul-theme', 'dark')
    localStorage.setItem(AUTH_KEY, '{"access_token":"t"}')
    localStorage.setItem('last_sync_time', '2026-11-21T22:00:00Z')
    localStorage.setItem('preferred_currency', 'GBP')
    localStorage.setItem(BUILD_STAMP_KEY, OLD_BUILD)
    sessionStorage.setItem('landing_context', '{"slug":"x"}')
    const { effects } = effectsFor(bridgeFor('reset-keys').bridge)

    await resetForNewBuild(NEW_BUILD, effects)

    expect(localStorageKeys().sort()).toEqual(
      [AUTH_KEY, BUILD_STAMP_KEY, 'jul-cookie-consent', 'jul-theme', PENDING_SYNC_KEY].sort(),
    )
    expect(localStorage.getItem(BUILD_STAMP_KEY)).toBe(NEW_BUILD)
    expect(sessionStorage.length).toBe(0)
  })

  it('runs the steps in the spec order, saving the queue before anything is wiped', async () => {
    const order: string[] = []
    const { effects } = effectsFor(bridgeFor('reset-order').bridge, {
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
    const { bridge, db } = bridgeFor('reset-quota')
    await db().pending_sync_data.add({ ...entry('a'), status: 'pending' })
    localStorage.setItem(BUILD_STAMP_KEY, OLD_BUILD)
    const deleteDatabases = vi.fn(async () => undefined)
    const { effects, reload, warn } = effectsFor(bridge, { deleteDatabases })
    effects.local.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }

    const outcome = await resetForNewBuild(NEW_BUILD, effects)

    expect(outcome.kind).toBe('aborted')
    expect(deleteDatabases).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalled()
    expect(localStorage.getItem(BUILD_STAMP_KEY)).toBe(OLD_BUILD)
    expect((await bridge.exportPending()).map((item) => item.id)).toEqual(['a'])
  })

  it('still reloads onto the new build when one clean-up API refuses', async () => {
    const { effects, reload, warn } = effectsFor(bridgeFor('reset-refusal').bridge, {
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
    const { bridge, db } = bridgeFor('reset-twice')
    await db().pending_sync_data.add({ ...entry('a'), status: 'pending' })
    localStorage.setItem(PENDING_SYNC_KEY, JSON.stringify([entry('a'), entry('z')]))
    const { effects } = effectsFor(bridge)

    const outcome = await resetForNewBuild(NEW_BUILD, effects)

    expect(outcome).toMatchObject({ savedEntries: 2 })
    const after = bridgeFor('reset-twice')
    await restoreSavedQueue(after.bridge, localStorage, vi.fn())
    await restoreSavedQueue(after.bridge, localStorage, vi.fn())
    expect((await after.bridge.exportPending()).map((item) => item.id).sort()).toEqual(['a', 'z'])
  })
})

describe('restoring saved entries after the reload', () => {
  it('keeps the key when the new database refuses the import, so the next start tries again', async () => {
    localStorage.setItem(PENDING_SYNC_KEY, JSON.stringify([entry('a')]))
    const failing = {
      ...bridgeFor('restore-fail').bridge,
      importPending: async () => Promise.reject(new Error('x')),
    }

    expect(await restoreSavedQueue(failing, localStorage, vi.fn())).toBe(0)
    expect(JSON.parse(localStorage.getItem(PENDING_SYNC_KEY) ?? '[]')).toEqual([entry('a')])
  })

  it('leaves unreadable items in pending_sync_data instead of dropping them', async () => {
    const broken = { table: 'sparks', action: 'explode' }
    localStorage.setItem(PENDING_SYNC_KEY, JSON.stringify([entry('a'), broken]))
    const { bridge } = bridgeFor('restore-unreadable')

    expect(await restoreSavedQueue(bridge, localStorage, vi.fn())).toBe(1)
    expect(JSON.parse(localStorage.getItem(PENDING_SYNC_KEY) ?? '[]')).toEqual([broken])
  })
})
