import type { SyncClient } from '../../../sync/client.ts'
import type { AuthAuditEvent } from '../../features/auth/auth-context.tsx'
import {
  type AuditQueue,
  createAuditQueue,
  type PostedAuditEvent,
  storageAuditStore,
} from '../../lib/audit-queue.ts'
import type { ClientErrorReport } from '../../lib/client-error-report.ts'
import { clientErrorEvent, newSyncFailures } from '../../lib/client-errors.ts'
import { reportClientError } from './error-reporting.ts'

/** supabase-js `functions.invoke`, narrowed to the one call made here. */
export type InvokeAuditLog = (
  name: 'audit-log',
  options: { body: { events: PostedAuditEvent[] } },
) => Promise<{ error: unknown }>

/**
 * Spec 000 §3/§7/§8: audit events queue locally (local storage 'audit_queue') and go to the
 * `audit-log` function in batches; a failed post keeps them for the next flush (online, next event).
 */
export function createAuditTrail(invoke: InvokeAuditLog, storage: Storage, events: EventTarget): AuditQueue {
  const queue = createAuditQueue({
    store: storageAuditStore(storage),
    post: async (batch) => {
      const { error } = await invoke('audit-log', { body: { events: batch } })
      if (error) throw error
    },
    onError: (error) => console.warn('Audit events kept for a later retry', error),
  })
  events.addEventListener('online', () => void queue.flush())
  return queue
}

/** Auth events as audit events: who, what, how serious, on which browser. */
export function recordAuthEvent(queue: AuditQueue, event: AuthAuditEvent): void {
  queue
    .record({
      event_type: 'auth',
      action: event.action,
      severity: event.action.endsWith('failed') ? 'medium' : 'low',
      user_id: event.userId,
      user_agent: navigator.userAgent,
    })
    .then(() => queue.flush())
    .catch((error: unknown) => console.warn('Audit event not recorded', error))
}

/** Reports that arrive together go in one request: the trail is flushed this long after the first. */
export const ERROR_BATCH_DELAY_MS = 5_000

/**
 * The sink for client error reports: each is queued in the audit trail (kept on the device, offline
 * too) and the trail is flushed once, a few seconds after the first of a burst, so a burst is one
 * request; what cannot be sent waits for the next flush (online, next event).
 */
export function clientErrorSink(queue: AuditQueue): (report: ClientErrorReport) => void {
  let flushPlanned = false
  return (report) => {
    const event = clientErrorEvent(report, {
      build: __BUILD_STAMP__,
      version: __APP_VERSION__,
      userAgent: navigator.userAgent,
      online: navigator.onLine,
    })
    queue
      .record(event)
      .then(() => {
        if (flushPlanned) return
        flushPlanned = true
        setTimeout(() => {
          flushPlanned = false
          void queue.flush()
        }, ERROR_BATCH_DELAY_MS)
      })
      .catch((error: unknown) => console.warn('Error report not recorded', error))
  }
}

/** The sync engine's failures, as they appear in its status: a new error while online, a refused write. */
export function reportSyncFailures(client: SyncClient): () => void {
  let before = client.status.getSnapshot()
  return client.status.subscribe(() => {
    const after = client.status.getSnapshot()
    for (const failure of newSyncFailures(before, after)) reportClientError(failure.kind, failure.message)
    before = after
  })
}
