import { describe, expect, it, vi } from 'vitest'
import { isKeptKey } from '../../../../src/app/pwa/storage-keys.ts'
import { FunctionCallError } from '../../../../src/data/functions.ts'
import { classifyCrmError } from '../../../../src/features/settings/use-crm-outbox.ts'
import {
  CRM_OUTBOX_KEY,
  type CrmRecord,
  enqueue,
  flushOutbox,
  type OutboxEntry,
  readOutbox,
  retryDelay,
  retryEntry,
} from '../../../../src/lib/crm-outbox.ts'
import { createMemoryStorage } from '../../../../src/lib/storage.ts'

const contact = (first: string): CrmRecord => ({
  record_type: 'Contact',
  external_id: 'user-1',
  mode: 'upsert',
  data: { email: 'a@example.com', first_name: first },
})
const interaction = (id: string): CrmRecord => ({
  record_type: 'Interaction',
  external_id: id,
  mode: 'create',
  data: { contact_email: 'b@example.com', interaction_type: 'Call' },
})

let ids = 0
function entry(record: CrmRecord, userId = 'user-1'): OutboxEntry {
  ids += 1
  return {
    id: `e${ids}`,
    userId,
    kind: record.record_type === 'Interaction' ? 'interaction' : 'profile',
    record,
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    failed: null,
  }
}

const offline = () => new FunctionCallError('zapier-webhook-notifier', 'Failed to fetch', null, true)
const refused = () =>
  new FunctionCallError('zapier-webhook-notifier', 'data.contact_email: must be a valid email', 400, false)

function flush(
  storage: ReturnType<typeof createMemoryStorage>,
  send: (record: CrmRecord) => Promise<void>,
  now = 1_000,
) {
  return flushOutbox({ storage, userId: 'user-1', now: () => now, send, classify: classifyCrmError })
}

describe('the CRM outbox: CRM calls are never lost offline', () => {
  it('sends waiting calls in order and removes each once the function took it', async () => {
    const storage = createMemoryStorage()
    enqueue(storage, entry(contact('Ada')))
    enqueue(storage, entry(interaction('i-1')))
    const sent: string[] = []
    const result = await flush(storage, async (record) => {
      sent.push(record.record_type)
    })
    expect(sent).toEqual(['Contact', 'Interaction'])
    expect(result.delivered).toHaveLength(2)
    expect(readOutbox(storage)).toEqual([])
  })

  it('keeps a call that met no network, with a later retry, and sends nothing after it', async () => {
    const storage = createMemoryStorage()
    enqueue(storage, entry(interaction('i-1')))
    enqueue(storage, entry(interaction('i-2')))
    const send = vi.fn(async () => {
      throw offline()
    })
    const result = await flush(storage, send, 5_000)
    expect(send).toHaveBeenCalledTimes(1)
    expect(result.waiting).toBe(2)
    const [first] = readOutbox(storage)
    expect(first?.attempts).toBe(1)
    expect(first?.nextAttemptAt).toBe(5_000 + retryDelay(1))
    // Not due yet: nothing is sent until the backoff passes, unless forced (the network came back).
    expect((await flush(storage, send, 5_500)).delivered).toEqual([])
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('sets a refused call aside with the server text and goes on with the next', async () => {
    const storage = createMemoryStorage()
    enqueue(storage, entry(interaction('bad')))
    enqueue(storage, entry(interaction('good')))
    const result = await flush(storage, async (record) => {
      if (record.external_id === 'bad') throw refused()
    })
    expect(result.failed.map((e) => e.failed)).toEqual(['data.contact_email: must be a valid email'])
    expect(result.delivered.map((e) => e.record.external_id)).toEqual(['good'])
    expect(readOutbox(storage).map((e) => e.failed)).toEqual(['data.contact_email: must be a valid email'])
  })

  it('lets a refused call be retried', async () => {
    const storage = createMemoryStorage()
    const failed = { ...entry(interaction('x')), failed: 'refused' }
    enqueue(storage, failed)
    retryEntry(storage, failed.id, 2_000)
    expect(readOutbox(storage)[0]).toMatchObject({ failed: null, attempts: 0, nextAttemptAt: 2_000 })
  })

  it('keeps only the latest unsent profile upsert', () => {
    const storage = createMemoryStorage()
    enqueue(storage, entry(contact('Ada')))
    enqueue(storage, entry(contact('Augusta')))
    enqueue(storage, entry(interaction('i-1')))
    enqueue(storage, entry(interaction('i-2')))
    expect(
      readOutbox(storage).map((e) =>
        e.record.record_type === 'Contact' ? e.record.data.first_name : e.record.external_id,
      ),
    ).toEqual(['Augusta', 'i-1', 'i-2'])
  })

  it("sends only the signed-in member's calls", async () => {
    const storage = createMemoryStorage()
    enqueue(storage, entry(interaction('theirs'), 'user-2'))
    const send = vi.fn(async () => undefined)
    await flush(storage, send)
    expect(send).not.toHaveBeenCalled()
    expect(readOutbox(storage)).toHaveLength(1)
  })

  it('classifies network, 5xx, 401, 408 and 429 as retry and other answers as refusals', () => {
    expect(classifyCrmError(offline())).toEqual({ retry: true })
    for (const status of [401, 408, 429, 500, 502]) {
      expect(classifyCrmError(new FunctionCallError('f', 'x', status, false))).toEqual({ retry: true })
    }
    expect(classifyCrmError(refused())).toEqual({
      retry: false,
      message: 'data.contact_email: must be a valid email',
    })
    expect(classifyCrmError(new TypeError('Failed to fetch'))).toEqual({ retry: true })
  })

  it('backs off from 1 s, doubling, up to 5 minutes', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([1_000, 2_000, 4_000])
    expect(retryDelay(30)).toBe(300_000)
  })

  it('survives a damaged entry and the build-stamp reset', () => {
    const storage = createMemoryStorage({
      [CRM_OUTBOX_KEY]: JSON.stringify([{ nope: 1 }, entry(interaction('ok'))]),
    })
    expect(readOutbox(storage).map((e) => e.record.external_id)).toEqual(['ok'])
    expect(isKeptKey(CRM_OUTBOX_KEY)).toBe(true)
  })
})
