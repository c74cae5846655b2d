import { expose } from 'comlink'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { type StartSyncOptions, type SyncClient, startSync } from '../../../sync/client.ts'
import { JulDatabase } from '../../../sync/db/database.ts'
import type { Session } from '../../../sync/protocol.ts'
import { CLOSE_FOR_RESET } from '../../../sync/public/reset.ts'
import { LAST_SYNC_TIME_KEY, LEGACY_QUEUE_KEY } from '../../../sync/public/storage-keys.ts'
import { QUEUE_CHANNEL, type SyncWorkerApi } from '../../../sync/worker-api.ts'
import { newSpark, USER_A } from './support/fixtures.ts'

const SESSION: Session = { accessToken: 'a', refreshToken: 'r', userId: USER_A }

class MemoryStorage {
  readonly items = new Map<string, string>()
  getItem = (key: string) => this.items.get(key) ?? null
  setItem = (key: string, value: string) => void this.items.set(key, value)
  removeItem = (key: string) => void this.items.delete(key)
}

let client: SyncClient | null = null
/** The test's own connection to the client's database: the client hands out a read-only view. */
let raw: JulDatabase | null = null
afterEach(async () => {
  await client?.close()
  await raw?.delete()
  client = null
  raw = null
})

/** The worker side replaced by a comlink endpoint that records what the client asked. */
function fakeWorker(onSetSession: () => Promise<void> = async () => {}) {
  const calls: Array<[string, unknown]> = []
  const api: SyncWorkerApi = {
    init: async () => {},
    setSession: async (session) => {
      await onSetSession()
      calls.push(['setSession', session?.userId ?? null])
    },
    setOnline: (online) => void calls.push(['setOnline', online]),
    notifyQueued: () => {},
    drain: async () => void calls.push(['drain', null]),
    resign: async () => void calls.push(['resign', null]),
    resume: () => void calls.push(['resume', null]),
    isLeader: () => true,
  }
  const channel = new MessageChannel()
  expose(api, channel.port1)
  return { calls, worker: channel.port2 as unknown as Worker }
}

function start(
  storage = new MemoryStorage(),
  createWorker?: () => Worker,
  onSetSession?: (db: JulDatabase) => Promise<void>,
) {
  const { calls, worker } = fakeWorker(async () => {
    if (raw) await onSetSession?.(raw)
  })
  const events = new EventTarget()
  const options: StartSyncOptions = {
    supabaseUrl: 'http://127.0.0.1:55299',
    anonKey: 'anon',
    localStorage: storage,
    events,
    navigator: { onLine: true, storage: { persist: vi.fn(async () => true) } },
    refreshSession: async () => SESSION,
    createWorker: createWorker ?? (() => worker),
    databaseName: `client-test-${crypto.randomUUID()}`,
  }
  client = startSync(options)
  raw = new JulDatabase(options.databaseName)
  return { client, calls, events, storage, options, raw }
}

describe('startSync', () => {
  it('moves the legacy pending_sync_data queue into IndexedDB at sign-in and asks for persistent storage', async () => {
    const storage = new MemoryStorage()
    storage.setItem(
      LEGACY_QUEUE_KEY,
      JSON.stringify([{ table: 'sparks', action: 'insert', data: { id: 'row-1' }, timestamp: 1 }]),
    )
    // The engine may send as soon as it has the session: the carried-over queue must be in before.
    let queuedWhenTheEngineHeard = -1
    const { client, options, raw } = start(storage, undefined, async (db) => {
      queuedWhenTheEngineHeard = await db.pending_sync_data.count()
    })
    await client.setSession(SESSION)
    expect(queuedWhenTheEngineHeard).toBe(1)
    expect(await raw.pending_sync_data.toArray()).toMatchObject([{ row_id: 'row-1', user_id: USER_A }])
    expect(storage.getItem(LEGACY_QUEUE_KEY)).toBeNull()
    expect(options.navigator.storage?.persist).toHaveBeenCalled()
  })

  it('closes when a reset in another tab asks, and says a newer version is open', async () => {
    const { client, calls } = start()
    await client.setSession(SESSION)
    new BroadcastChannel(QUEUE_CHANNEL).postMessage({ type: CLOSE_FOR_RESET })
    await vi.waitFor(() => expect(client.status.getSnapshot().reloadRequired).toBe(true))
    await vi.waitFor(() => expect(calls.map(([name]) => name)).toContain('resign'))
  })

  it('hands screens a mirror they can read but not write around the queue', async () => {
    const { client } = start()
    await client.setSession(SESSION)
    await client.repository('sparks').insert(newSpark('through the repository'))
    const sparks = client.db.mirror('sparks')
    expect(await sparks.where('user_id').equals(USER_A).toArray()).toMatchObject([
      { content: 'through the repository' },
    ])
    // Checked by the typecheck: a direct write would never reach the server.
    for (const write of ['put', 'add', 'update', 'delete', 'bulkPut', 'clear'] as const) {
      expectTypeOf(sparks).not.toHaveProperty(write)
    }
    expectTypeOf(client.db.pending_sync_data).not.toHaveProperty('put')
    expectTypeOf(client.db.attachments).not.toHaveProperty('delete')
    expectTypeOf(client.db).not.toHaveProperty('kv')
  })

  it('mirrors last_sync_time to the local-storage key of that name', async () => {
    const { storage, raw } = start()
    await raw.kv.put({ key: 'last_sync_time', value: '2026-11-21T12:00:00.000Z' })
    await vi.waitFor(() => expect(storage.getItem(LAST_SYNC_TIME_KEY)).toBe('2026-11-21T12:00:00.000Z'))
  })

  it('shows pending writes at once and passes online, offline and page hide/show to the worker', async () => {
    const { client, calls, events } = start()
    await client.setSession(SESSION)
    await client.repository('sparks').insert(newSpark('pending'))
    await vi.waitFor(() => expect(client.status.getSnapshot().pendingCount).toBe(1))
    events.dispatchEvent(new Event('offline'))
    expect(client.status.getSnapshot().online).toBe(false)
    events.dispatchEvent(new Event('pagehide'))
    events.dispatchEvent(new Event('pageshow'))
    await vi.waitFor(() =>
      expect(calls.map(([name]) => name)).toEqual(expect.arrayContaining(['setOnline', 'resign', 'resume'])),
    )
    expect(calls).toContainEqual(['setOnline', false])
  })

  it('starts its worker once the browser is back online when the worker script could not load offline', async () => {
    // What a module worker does when the page is offline and its script is not cached yet.
    const unloadable = new EventTarget()
    const offlineWorker = Object.assign(unloadable, { postMessage: () => {}, terminate: vi.fn() })
    const { calls, worker } = fakeWorker()
    const workers = [offlineWorker as unknown as Worker, worker]
    const { client, events } = start(new MemoryStorage(), () => workers.shift() as Worker)
    unloadable.dispatchEvent(new Event('error'))
    expect(offlineWorker.terminate).toHaveBeenCalled()

    events.dispatchEvent(new Event('online'))
    await client.setSession(SESSION)
    expect(calls).toContainEqual(['setSession', USER_A])
    expect(workers).toHaveLength(0)
  })
})
