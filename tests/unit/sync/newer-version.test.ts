import { afterEach, describe, expect, it, vi } from 'vitest'
import { JulDatabase } from '../../../sync/db/database.ts'
import { LEADER_LOCK } from '../../../sync/leader.ts'
import { SESSION_A, Tabs } from './support/engine-harness.ts'
import { FakeLocks } from './support/fake-locks.ts'
import { FakeRemote } from './support/fake-remote.ts'

let tabs: Tabs | null = null
afterEach(async () => {
  await tabs?.close()
  tabs = null
})

/** Raises the installed database's native version by `step`, as another build's open would. */
async function raiseVersion(name: string, step: number): Promise<void> {
  const current = new JulDatabase(name)
  await current.open()
  const version = current.backendDB().version
  current.close()
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(name, version + step)
    request.onsuccess = () => {
      request.result.close()
      resolve()
    }
    request.onerror = () => reject(request.error)
  })
}

describe('a tab whose database a newer build upgraded before this tab opened it', () => {
  // Dexie's native version is ten times the declared one, so a newer build's schema is +10. Dexie 4
  // opens such a database anyway (after a VersionError it retries without a version), and a tab
  // that opened late never gets the `versionchange` the others got: it would lead on the new schema.
  it('asks for a reload and leaves the sync lead to the newer build', async () => {
    const name = `jul-newer-${Math.random()}`
    await raiseVersion(name, 10)
    const onReloadRequired = vi.fn()
    const locks = new FakeLocks()
    tabs = new Tabs(new JulDatabase(name, { onReloadRequired }), locks)
    const { engine } = tabs.open(new FakeRemote())
    engine.start()
    await engine.setSession(SESSION_A).catch(() => undefined)
    await tabs.settle()

    expect(onReloadRequired).toHaveBeenCalled()
    expect(engine.isLeader).toBe(false)
    expect(locks.heldNames()).not.toContain(LEADER_LOCK)
    await expect(tabs.db.kv.count()).rejects.toThrow()
  })

  it('still opens a database Dexie only patched within this build (native version +1)', async () => {
    const name = `jul-patched-${Math.random()}`
    await raiseVersion(name, 1)
    const onReloadRequired = vi.fn()
    const db = new JulDatabase(name, { onReloadRequired })

    await db.kv.put({ key: 'probe', value: 1 })
    expect(await db.kv.get('probe')).toEqual({ key: 'probe', value: 1 })
    expect(onReloadRequired).not.toHaveBeenCalled()
    db.close()
  })
})
