import { afterEach, describe, expect, it, vi } from 'vitest'
import type { JulDatabase } from '../../../sync/db/database.ts'
import { createRepository } from '../../../sync/public/repositories.ts'
import { SESSION_A, Tabs } from './support/engine-harness.ts'
import { FakeLocks } from './support/fake-locks.ts'
import { FakeRemote } from './support/fake-remote.ts'
import { freshDatabase, newSpark, sparksRepo, USER_A } from './support/fixtures.ts'

let tabs: Tabs
afterEach(async () => {
  await tabs.close()
})

async function signedIn(remote: FakeRemote, count = 1) {
  tabs = new Tabs()
  const opened = Array.from({ length: count }, () => tabs.open(remote).engine)
  for (const engine of opened) {
    engine.start()
    await engine.setSession(SESSION_A)
  }
  await tabs.advance(0)
  await tabs.idle()
  return opened
}

const photo = (db: JulDatabase) =>
  createRepository({ db, userId: () => USER_A }, 'media_items').insert(
    {
      type: 'photo',
      title: null,
      description: null,
      content: null,
      photo_url: `${USER_A}/p.jpg`,
      file_url: null,
      location: null,
      tags: [],
    },
    {
      attachments: [
        {
          bucket: 'quickadd-photos',
          path: `${USER_A}/p.jpg`,
          blob: new Blob(['jpeg']),
          contentType: 'image/jpeg',
        },
      ],
    },
  )

describe('draining on demand', () => {
  it('resolves only once its cycle has sent the queue', async () => {
    const remote = new FakeRemote()
    const [engine] = await signedIn(remote)
    await sparksRepo(tabs.db).insert(newSpark('sent before the answer'))
    await engine?.drain()
    expect(remote.rows('sparks').map((r) => r.content)).toEqual(['sent before the answer'])
  })

  it("asks the leading tab when called in a follower (sign-out's last chance) and waits for it", async () => {
    const remote = new FakeRemote()
    const [leader, follower] = await signedIn(remote, 2)
    expect([leader?.isLeader, follower?.isLeader]).toEqual([true, false])
    await sparksRepo(tabs.db).insert(newSpark('drained from the other tab'))
    await follower?.drain()
    expect(remote.rows('sparks').map((r) => r.content)).toEqual(['drained from the other tab'])
  })
})

describe('files', () => {
  it('sends the row of a file storage refuses for good, and keeps the file on the device with the reason', async () => {
    const remote = new FakeRemote()
    remote.uploadRefusal = () => ({ status: 415, code: null, message: 'mime type not supported' })
    const [engine] = await signedIn(remote)
    const item = await photo(tabs.db)
    engine?.notifyQueued()
    await vi.waitFor(async () => expect((await tabs.db.attachments.toArray())[0]?.status).toBe('failed'))
    await tabs.advance(1_000)
    await tabs.idle()
    expect(remote.rows('media_items').map((r) => r.id)).toEqual([item.id])
    expect(await tabs.db.attachments.toArray()).toMatchObject([
      { status: 'failed', error: 'mime type not supported (415)' },
    ])
    expect(await tabs.db.pending_sync_data.count()).toBe(0)
  })

  it('holds the row until its file is on the server, then sends it at once', async () => {
    const remote = new FakeRemote()
    const [engine] = await signedIn(remote)
    remote.offline = true
    engine?.setOnline(false)
    const item = await photo(tabs.db)
    engine?.notifyQueued()
    await tabs.advance(1_000)
    expect(remote.rows('media_items')).toEqual([])
    remote.offline = false
    engine?.setOnline(true)
    await tabs.advance(1_000)
    await tabs.idle()
    expect([...remote.uploads.keys()]).toEqual([`quickadd-photos/${USER_A}/p.jpg`])
    expect(remote.rows('media_items').map((r) => r.id)).toEqual([item.id])
  })

  it('sends a file parked by an outage longer than its backoff, and its row, once the server answers again', async () => {
    const remote = new FakeRemote()
    const [engine] = await signedIn(remote)
    // The server is down for ten minutes while the browser stays online: every request fails.
    remote.offline = true
    const item = await photo(tabs.db)
    await sparksRepo(tabs.db).insert(newSpark('written during the outage'))
    engine?.notifyQueued()
    await tabs.advance(10 * 60_000)
    const [parked] = await tabs.db.attachments.toArray()
    expect(parked?.parked_at).toEqual(expect.any(Number))
    remote.offline = false
    // The engine's next try after its own backoff, well before the parked file's half-hourly one.
    await tabs.advance(5 * 60_000)
    await tabs.idle()
    expect([...remote.uploads.keys()]).toEqual([`quickadd-photos/${USER_A}/p.jpg`])
    expect(remote.rows('media_items').map((r) => r.id)).toEqual([item.id])
    expect(await tabs.db.pending_sync_data.count()).toBe(0)
  })

  it('frees the blob once its row is acknowledged', async () => {
    const remote = new FakeRemote()
    const [engine] = await signedIn(remote)
    await photo(tabs.db)
    engine?.notifyQueued()
    await vi.waitFor(async () => expect((await tabs.db.attachments.toArray())[0]?.status).toBe('uploaded'))
    await engine?.drain()
    expect(remote.rows('media_items')).toHaveLength(1)
    expect(await tabs.db.attachments.count()).toBe(0)
  })
})

/** What a newer build's Dexie does: opens the database at a higher version. */
function upgradeElsewhere(db: JulDatabase): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const upgrade = indexedDB.open(db.name, db.verno * 10 + 10)
    upgrade.onsuccess = () => {
      upgrade.result.close()
      resolve()
    }
    upgrade.onerror = () => reject(upgrade.error)
  })
}

describe('a newer build', () => {
  it('makes the old tab give up the lead when it upgrades the database', async () => {
    const db = freshDatabase()
    const locks = new FakeLocks()
    tabs = new Tabs(db, locks)
    const { engine } = tabs.open(new FakeRemote())
    engine.start()
    await tabs.advance(0)
    expect(engine.isLeader).toBe(true)
    await db.open()
    await upgradeElsewhere(db)
    await tabs.advance(0)
    expect(engine.isLeader).toBe(false)
    let granted = false
    void locks.request('jul-sync-leader', {}, async () => {
      granted = true
    })
    await tabs.advance(0)
    expect(granted).toBe(true)
  })
})
