import { afterEach, describe, expect, it } from 'vitest'
import { SESSION_A, Tabs } from './support/engine-harness.ts'
import { FakeRemote, NETWORK_ERROR } from './support/fake-remote.ts'
import { newSpark, sparksRepo } from './support/fixtures.ts'

let tabs: Tabs
afterEach(async () => {
  await tabs.close()
})

describe('the network coming back', () => {
  it('sends the queue at once even when the request then in flight fails afterwards and the cycle backs off', async () => {
    const remote = new FakeRemote()
    tabs = new Tabs()
    const { engine } = tabs.open(remote)
    engine.start()
    await engine.setSession(SESSION_A)
    await tabs.advance(0)
    await tabs.idle()
    const repo = sparksRepo(tabs.db)
    const first = await repo.insert(newSpark('sent as the network dropped'))
    remote.cue(NETWORK_ERROR)
    const held = remote.holdNext()
    engine.notifyQueued()
    await tabs.advance(1_000)
    // The push hangs in flight; the network drops and comes back before it fails.
    engine.setOnline(false)
    engine.setOnline(true)
    held.release()
    await tabs.advance(0)
    await tabs.idle()
    expect(remote.rows('sparks').map((row) => row.id)).toContain(first.id)
    expect(await tabs.db.pending_sync_data.count()).toBe(0)
  })
})
