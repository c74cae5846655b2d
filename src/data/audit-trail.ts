import { useContext, useEffect } from 'react'
import { staffOpenedMemberEvent } from '../lib/staff-access-event.ts'
import { AuditTrailContext, type RecordAudit } from './audit-trail-context.ts'

/** Records an event in the audit trail (kept on the device, sent once online); a no-op without one. */
export function useRecordAudit(): RecordAudit {
  const record = useContext(AuditTrailContext)
  return record ?? (async () => undefined)
}

/**
 * A staff screen showing one member's data records it once per opening (000 §3 data access): when it
 * mounts with a member, and again for each other member it is switched to. `memberId` null: nothing shown.
 */
export function useRecordStaffOpened(memberId: string | null, resource: string): void {
  const record = useContext(AuditTrailContext)
  useEffect(() => {
    if (!record || memberId === null) return
    record(staffOpenedMemberEvent(memberId, resource)).catch((error: unknown) =>
      console.warn('Staff access not recorded in the audit trail', error),
    )
  }, [record, memberId, resource])
}
