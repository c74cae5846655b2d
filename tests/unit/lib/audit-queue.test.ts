import { describe, expect, it } from 'vitest'
import { type AuditEvent, createAuditQueue, storageAuditStore } from '../../../src/lib/audit-queue.ts'
import { AUDIT_QUEUE_KEY } from '../../../src/lib/audit-queue-key.ts'
import { createMemoryStorage } from '../../../src/lib/storage.ts'

const signIn: AuditEvent = {
  event_type: 'auth',
  action: 'sign_in',
  severity: 'low',
  user_id: '11111111-1111-4111-8111-111111111111',
  user_agent: 'test',
}

function fakeServer() {
  const received: AuditEvent[][] = []
  let failing = false
  return {
    received,
    fail: (on: boolean) => {
      failing = on
    },
    post: async (events: AuditEvent[]) => {
      if (failing) throw new Error('503 Service Unavailable')
      received.push(events)
    },
  }
}

describe('audit queue (spec 000 §7: queued, re-queued on failure)', () => {
  it('posts queued events in batches and empties the queue', async () => {
    const server = fakeServer()
    const queue = createAuditQueue({
      store: storageAuditStore(createMemoryStorage()),
      post: server.post,
      batchSize: 2,
    })
    for (const action of ['a', 'b', 'c']) await queue.record({ ...signIn, action })
    expect(await queue.flush()).toEqual({ sent: 3, remaining: 0 })
    expect(server.received.map((batch) => batch.map((event) => event.action))).toEqual([['a', 'b'], ['c']])
    expect(await queue.size()).toBe(0)
  })

  it('keeps events when the post fails and sends them on the next flush', async () => {
    const server = fakeServer()
    const errors: unknown[] = []
    const storage = createMemoryStorage()
    const queue = createAuditQueue({
      store: storageAuditStore(storage),
      post: server.post,
      onError: (error) => errors.push(error),
    })
    await queue.record(signIn)
    server.fail(true)
    expect(await queue.flush()).toEqual({ sent: 0, remaining: 1 })
    expect(errors).toHaveLength(1)
    expect(JSON.parse(storage.getItem(AUDIT_QUEUE_KEY) ?? '[]')).toHaveLength(1)
    server.fail(false)
    expect(await queue.flush()).toEqual({ sent: 1, remaining: 0 })
    expect(server.received).toEqual([[{ ...signIn, id: expect.any(String) }]])
  })

  it('sends an event with the same client id every time, so a resend after a lost answer is stored once', async () => {
    const posted: Array<AuditEvent & { id?: string }> = []
    let loseAnswer = true
    const queue = createAuditQueue({
      store: storageAuditStore(createMemoryStorage()),
      post: async (events) => {
        posted.push(...events)
        if (loseAnswer) throw new Error('Failed to fetch')
      },
    })
    await queue.record(signIn)
    await queue.flush()
    loseAnswer = false
    await queue.flush()
    expect(posted).toHaveLength(2)
    expect(posted[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(posted[1]?.id).toBe(posted[0]?.id)
  })

  it('does not lose an event recorded while a batch is in flight', async () => {
    let release: () => void = () => undefined
    const sent: AuditEvent[][] = []
    const queue = createAuditQueue({
      store: storageAuditStore(createMemoryStorage()),
      post: (events) => {
        sent.push(events)
        return sent.length === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
      },
    })
    await queue.record({ ...signIn, action: 'first' })
    const flushing = queue.flush()
    await new Promise((resolve) => setTimeout(resolve, 0))
    await queue.record({ ...signIn, action: 'second' })
    release()
    await flushing
    expect(sent.map((batch) => batch.map((event) => event.action))).toEqual([['first'], ['second']])
    expect(await queue.size()).toBe(0)
  })

  it('refuses an event that does not match the audit shape', async () => {
    const queue = createAuditQueue({ store: storageAuditStore(createMemoryStorage()), post: async () => {} })
    const bad = { ...signIn, event_type: 'billing' } as unknown as AuditEvent
    expect(() => queue.record(bad)).toThrow()
    expect(await queue.size()).toBe(0)
  })

  it('survives a reload: a new queue on the same storage still holds the events', async () => {
    const storage = createMemoryStorage()
    await createAuditQueue({ store: storageAuditStore(storage), post: async () => {} }).record(signIn)
    expect(await createAuditQueue({ store: storageAuditStore(storage), post: async () => {} }).size()).toBe(1)
  })
})
