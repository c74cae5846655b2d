import { z } from 'zod'
import { AUDIT_QUEUE_KEY } from './audit-queue-key.ts'
import type { KeyValueStorage } from './storage.ts'

/**
 * Audit events (spec 000 §3) are queued locally and posted in batches to the `audit-log`
 * function; a failed post keeps them queued for the next flush (spec 000 §7, §8).
 */
export const AUDIT_EVENT_TYPES = ['security', 'auth', 'data_access', 'user_action'] as const
export const AUDIT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const

export const auditEventSchema = z.object({
  event_type: z.enum(AUDIT_EVENT_TYPES),
  action: z.string().min(1),
  severity: z.enum(AUDIT_SEVERITIES),
  user_id: z.string().nullable().optional(),
  resource: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  ip_address: z.string().nullable().optional(),
  user_agent: z.string().nullable().optional(),
  session_id: z.string().nullable().optional(),
})

export type AuditEvent = z.infer<typeof auditEventSchema>

/** `id` becomes the stored row's id: a batch resent after a lost answer is stored once. */
const queuedSchema = z.object({ id: z.string(), event: auditEventSchema })
export type QueuedAuditEvent = z.infer<typeof queuedSchema>

/** An event as posted: with its client id when it has one (events queued by older builds do not). */
export type PostedAuditEvent = AuditEvent & { id?: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const toPosted = ({ id, event }: QueuedAuditEvent): PostedAuditEvent =>
  UUID.test(id) ? { ...event, id } : event

export const AUDIT_BATCH_SIZE = 50
/** Past this the oldest events give way: the audit trail must never fill the device. */
export const AUDIT_QUEUE_MAX = 1000

export interface AuditStore {
  load: () => Promise<QueuedAuditEvent[]>
  save: (events: QueuedAuditEvent[]) => Promise<void>
}

/** A queue kept as JSON under one key; unreadable content starts an empty queue. */
export function storageAuditStore(storage: KeyValueStorage, key = AUDIT_QUEUE_KEY): AuditStore {
  return {
    load: async () => {
      try {
        const parsed = z.array(queuedSchema).safeParse(JSON.parse(storage.getItem(key) ?? '[]'))
        return parsed.success ? parsed.data : []
      } catch {
        return []
      }
    },
    save: async (events) => {
      storage.setItem(key, JSON.stringify(events))
    },
  }
}

export interface AuditQueueOptions {
  store: AuditStore
  /** Posts one batch to `audit-log`; a rejection keeps the batch queued. */
  post: (events: PostedAuditEvent[]) => Promise<void>
  onError?: (error: unknown) => void
  batchSize?: number
  maxQueued?: number
}

export interface FlushResult {
  sent: number
  remaining: number
}

export interface AuditQueue {
  /** Validates and queues an event; throws on an event that does not match the schema. */
  record: (event: AuditEvent) => Promise<void>
  /** Posts queued events batch by batch until the queue is empty or a post fails. */
  flush: () => Promise<FlushResult>
  size: () => Promise<number>
}

export function createAuditQueue(options: AuditQueueOptions): AuditQueue {
  const batchSize = options.batchSize ?? AUDIT_BATCH_SIZE
  const maxQueued = options.maxQueued ?? AUDIT_QUEUE_MAX
  let tail: Promise<unknown> = Promise.resolve()
  let flushing: Promise<FlushResult> | null = null

  /** Store read-modify-writes run one at a time so a record during a flush is never lost. */
  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }

  function record(event: AuditEvent): Promise<void> {
    const valid = auditEventSchema.parse(event)
    return exclusive(async () => {
      const queued = await options.store.load()
      queued.push({ id: crypto.randomUUID(), event: valid })
      await options.store.save(queued.slice(-maxQueued))
    })
  }

  async function drain(): Promise<FlushResult> {
    let sent = 0
    for (;;) {
      const batch = (await exclusive(() => options.store.load())).slice(0, batchSize)
      if (batch.length === 0) return { sent, remaining: 0 }
      try {
        await options.post(batch.map(toPosted))
      } catch (error) {
        options.onError?.(error)
        return { sent, remaining: (await exclusive(() => options.store.load())).length }
      }
      const posted = new Set(batch.map((queued) => queued.id))
      await exclusive(async () => {
        const queued = await options.store.load()
        await options.store.save(queued.filter((entry) => !posted.has(entry.id)))
      })
      sent += batch.length
    }
  }

  function flush(): Promise<FlushResult> {
    flushing ??= drain().finally(() => {
      flushing = null
    })
    return flushing
  }

  return {
    record,
    flush,
    size: () => exclusive(async () => (await options.store.load()).length),
  }
}
