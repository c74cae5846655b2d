import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { JulDatabase } from '../../../sync/db/database.ts'
import type { OutboxEntry } from '../../../sync/protocol.ts'
import { submitForm } from '../../../sync/public/outbox.ts'
import { drainOutbox } from '../../../sync/push/outbox-pass.ts'
import { createSupabaseRemote } from '../../../sync/remote-supabase.ts'
import { backend, newUser, serviceClient } from '../support/backend.ts'

let db: JulDatabase
afterEach(async () => {
  await db?.delete()
})

const storedWith = async (email: string) => {
  const { data, error } = await serviceClient(backend())
    .from('form_submissions')
    .select('id, form_type, user_id, status, payload')
    .eq('email', email)
  if (error) throw new Error(error.message)
  return data
}

describe('public forms against the local server', () => {
  it('lands a form once, anonymously, even when it is sent again after a lost answer', async () => {
    db = new JulDatabase(`backend-outbox-${crypto.randomUUID()}`)
    const remote = createSupabaseRemote({
      url: backend().url,
      anonKey: backend().anonKey,
      realtimeTransport: WebSocket,
    })
    const email = `visitor-${crypto.randomUUID().slice(0, 8)}@example.com`
    const { id } = await submitForm(db, { form_type: 'waitlist', email, payload: { source: 'test' } })
    const [entry] = await db.outbox.toArray()
    expect(await drainOutbox(db, remote)).toEqual({ kind: 'drained', sent: 1 })
    // The answer was lost: the very same row goes out again, is refused as already stored, and the
    // outbox counts it as delivered.
    const { seq: _seq, ...again } = entry as OutboxEntry
    await db.outbox.add(again)
    expect(await drainOutbox(db, remote)).toEqual({ kind: 'drained', sent: 1 })
    expect(await db.outbox.count()).toBe(0)
    expect(await storedWith(email)).toEqual([
      { id, form_type: 'waitlist', user_id: null, status: 'new', payload: { source: 'test' } },
    ])
  })

  it("is sent with the anon key even while a member is signed in, so the member's token never decides", async () => {
    db = new JulDatabase(`backend-outbox-${crypto.randomUUID()}`)
    const member = await newUser(backend(), 'outbox-member')
    const remote = createSupabaseRemote({
      url: backend().url,
      anonKey: backend().anonKey,
      realtimeTransport: WebSocket,
    })
    remote.setAccessToken(member.accessToken)
    const email = `member-form-${crypto.randomUUID().slice(0, 8)}@example.com`
    await submitForm(db, { form_type: 'contact', email, name: 'Member' })
    expect(await drainOutbox(db, remote)).toEqual({ kind: 'drained', sent: 1 })
    expect(await storedWith(email)).toEqual([expect.objectContaining({ user_id: null })])
  })
})
