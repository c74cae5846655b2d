import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { JulDatabase } from '../../../sync/db/database.ts'
import { SyncEngine } from '../../../sync/engine.ts'
import type { Session } from '../../../sync/protocol.ts'
import { type FormSubmissionInput, hasKeptForms, keepForm, submitForm } from '../../../sync/public/outbox.ts'
import { restoreKept } from '../../../sync/public/reset.ts'
import { applySessionChange } from '../../../sync/session.ts'
import { FakeClock } from './support/fake-clock.ts'
import { FakeLocks } from './support/fake-locks.ts'
import { FakeRemote } from './support/fake-remote.ts'
import { freshDatabase, USER_A, USER_B } from './support/fixtures.ts'

let db: JulDatabase
let engines: SyncEngine[] = []
let clock: FakeClock

const realTick = () => new Promise<void>((resolve) => setImmediate(resolve))
async function settle() {
  for (let i = 0; i < 3; i++) {
    await Promise.all(engines.map((e) => e.settled()))
    await realTick()
  }
}

beforeEach(() => {
  db = freshDatabase()
  clock = new FakeClock(settle)
})
afterEach(async () => {
  await Promise.all(engines.map((engine) => engine.stop()))
  await settle()
  engines = []
  await db.delete()
})

function engineFor(remote: FakeRemote, locks = new FakeLocks()) {
  const engine = new SyncEngine({
    db,
    remote,
    locks,
    clock,
    random: () => 1,
    refreshSession: async () => null,
    handOverSession: () => {},
  })
  engines.push(engine)
  engine.start()
  return engine
}

const contact: FormSubmissionInput = {
  form_type: 'contact',
  email: 'visitor@example.com',
  name: 'Ada',
  payload: { message: 'Hi' },
}

describe('public forms through the outbox', () => {
  it('delivers a form an anonymous visitor sent offline exactly once, even when the first answer is lost', async () => {
    const remote = new FakeRemote()
    const engine = engineFor(remote)
    remote.offline = true
    const { id } = await submitForm(db, contact)
    engine.notifyQueued()
    await clock.advance(1_000)
    expect(remote.rows('form_submissions')).toEqual([])
    remote.offline = false
    remote.cue('lose-ack')
    engine.setOnline(true)
    await clock.advance(5_000)
    expect(remote.rows('form_submissions')).toEqual([
      expect.objectContaining({ id, form_type: 'contact', email: 'visitor@example.com', user_id: null }),
    ])
    expect(remote.anonymousWrites).toBeGreaterThanOrEqual(2)
    expect(await db.outbox.count()).toBe(0)
  })

  it('keeps a queued form through the sign-in and sign-out of a member', async () => {
    const remote = new FakeRemote()
    remote.offline = true
    const engine = engineFor(remote)
    await applySessionChange(db, USER_A)
    await submitForm(db, contact)
    const sessionB: Session = { accessToken: 'b', refreshToken: 'rb', userId: USER_B }
    await engine.setSession(sessionB)
    await engine.setSession(null)
    await clock.advance(0)
    expect(await db.outbox.count()).toBe(1)
    remote.offline = false
    engine.setOnline(true)
    await clock.advance(0)
    expect(remote.rows('form_submissions')).toHaveLength(1)
  })

  it('is sent by whichever tab leads, never by a follower', async () => {
    const remote = new FakeRemote()
    const locks = new FakeLocks()
    const leader = engineFor(remote, locks)
    const follower = engineFor(remote, locks)
    await clock.advance(0)
    await leader.stop()
    await submitForm(db, contact)
    await clock.advance(0)
    expect(follower.isLeader).toBe(true)
    follower.notifyQueued()
    await clock.advance(1_000)
    expect(remote.rows('form_submissions')).toHaveLength(1)
  })

  it('refuses a form the server would never accept before queueing it', async () => {
    const unknownForm = { ...contact, form_type: 'unknown' } as unknown as FormSubmissionInput
    await expect(submitForm(db, unknownForm)).rejects.toThrow()
    await expect(submitForm(db, { ...contact, email: 'not an address' })).rejects.toThrow()
    expect(await db.outbox.count()).toBe(0)
  })

  it('sets aside a form the server refuses, with its message, and still sends the next ones', async () => {
    const remote = new FakeRemote()
    remote.refuse((table, row) => table === 'form_submissions' && row.name === 'refused')
    const engine = engineFor(remote)
    await submitForm(db, { ...contact, name: 'refused' })
    await submitForm(db, { ...contact, name: 'fine' })
    engine.notifyQueued()
    await clock.advance(1_000)
    expect(remote.rows('form_submissions').map((r) => r.name)).toEqual(['fine'])
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ status: 'failed', error: expect.stringContaining('row-level security') }),
    ])
  })

  it('sends a form kept before the engine could load once, under the id the page was given', async () => {
    const { id } = await keepForm(contact)
    expect(await hasKeptForms()).toBe(true)
    await restoreKept(db)
    const later = await keepForm({ ...contact, name: 'Kept after the first start' })
    await restoreKept(db)
    await restoreKept(db)
    expect(await hasKeptForms()).toBe(false)
    const remote = new FakeRemote()
    engineFor(remote).notifyQueued()
    await clock.advance(1_000)
    expect(
      remote
        .rows('form_submissions')
        .map((row) => row.id)
        .sort(),
    ).toEqual([id, later.id].sort())
  })

  it('refuses to keep a form the server would never accept', async () => {
    await expect(keepForm({ ...contact, email: 'not an address' })).rejects.toThrow()
    expect(await hasKeptForms()).toBe(false)
  })
})
