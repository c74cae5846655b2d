import type { SyncClient } from '../../../sync/client.ts'
import type { AuthAuditEvent } from '../../features/auth/auth-context.tsx'
import {
  type AuditEvent,
  type AuditQueue,
  createAuditQueue,
  type PostedAuditEvent,
  storageAuditStore,
} from '../../lib/audit-queue.ts'
import type { ClientErrorReport } from '../../lib/client-error-report.ts'
import { clientErrorEvent, newSyncFailures } from '../../lib/client-errors.ts'
import { STAFF_OPENED_MEMBER } from '../../lib/staff-access-event.ts'
import { reportClientError } from './error-reporting.ts'

/** supabase-js `functions.invoke`, narrowed to the one call made here. */
export type InvokeAuditLog = (
  name: 'audit-log',
  options: { body: { events: PostedAuditEvent[] } },
) => Promise<{ error: unknown }>

/** supabase-js `rpc`, narrowed to the database function that records staff opening a member's data. */
export type RecordStaffOpened = (
  name: 'audit_staff_opened_member',
  args: { event_id: string; member: string; resource: string },
) => PromiseLike<{ error: { code?: string; message: string } | null }>

/**
 * SQLSTATEs of a refusal for good (not staff, bad input): sending again cannot succeed, so the event
 * leaves the queue instead of holding every later one back.
 */
const REFUSED_FOR_GOOD = new Set(['42501', '22023'])

/**
 * Spec 000 §3/§7/§8: audit events queue locally (local storage 'audit_queue') and are sent in batches;
 * a failed send keeps them for the next flush (online, next event). Each event keeps its id, so a batch
 * sent again after a lost answer is stored once. Staff opening a member's data goes to the database
 * function that writes it under the caller's own id; everything else to the `audit-log` function.
 */
export function createAuditTrail(
  invoke: InvokeAuditLog,
  storage: Storage,
  events: EventTarget,
  recordStaffOpened?: RecordStaffOpened,
): AuditQueue {
  const queue = createAuditQueue({
    store: storageAuditStore(storage),
    post: async (batch) => {
      const opened = batch.filter((event) => event.action === STAFF_OPENED_MEMBER)
      const logged = batch.filter((event) => event.action !== STAFF_OPENED_MEMBER)
      for (const event of opened) await sendStaffOpened(event, recordStaffOpened)
      if (logged.length === 0) return
      const { error } = await invoke('audit-log', { body: { events: logged } })
      if (error) throw error
    },
    onError: (error) => console.warn('Audit events kept for a later retry', error),
  })
  events.addEventListener('online', () => void queue.flush())
  return queue
}

async function sendStaffOpened(
  event: PostedAuditEvent,
  record: RecordStaffOpened | undefined,
): Promise<void> {
  const member = event.metadata?.owner
  if (!record || !event.id || typeof member !== 'string' || !event.resource) {
    console.warn('A staff access event without its member, resource or id is dropped', event)
    return
  }
  const { error } = await record('audit_staff_opened_member', {
    event_id: event.id,
    member,
    resource: event.resource,
  })
  if (!error) return
  if (error.code && REFUSED_FOR_GOOD.has(error.code)) {
    console.warn('The server refused a staff access event', error.message)
    return
  }
  throw new Error(error.message)
}

/** Records an event in the trail and sends what is queued (now, or when the device is back online). */
export function recordAuditEvent(queue: AuditQueue, event: AuditEvent): Promise<void> {
  return queue.record(event).then(() => void queue.flush())
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
