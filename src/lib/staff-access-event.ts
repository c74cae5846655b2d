import type { AuditEvent } from './audit-queue.ts'

/**
 * Staff opening a member's data (000 §3 data access). The database writes these events itself
 * (`audit_staff_opened_member`: the actor is the caller, only staff may call it), so the audit trail
 * sends them there rather than to `audit-log`. Its own module, without the queue's schema (zod), so the
 * screens that record it do not load that.
 */
export const STAFF_OPENED_MEMBER = 'staff_open_member'

/** The event a staff screen records when it shows one member's data (`resource`: what it shows). */
export function staffOpenedMemberEvent(memberId: string, resource: string): AuditEvent {
  return {
    event_type: 'data_access',
    action: STAFF_OPENED_MEMBER,
    severity: 'medium',
    resource,
    metadata: { owner: memberId },
  }
}
