import type { AuthAuditEvent } from '../../features/auth/auth-context.tsx'
import {
  type AuditQueue,
  createAuditQueue,
  type PostedAuditEvent,
  storageAuditStore,
} from '../../lib/audit-queue.ts'

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
