import { createContext, useContext, useEffect } from 'react'
import type { AuditEvent } from '../lib/audit-queue.ts'
import { staffOpenedMemberEvent } from '../lib/staff-access-event.ts'

/**
 * Records an event in the audit trail (000 §3): kept on the device (offline too) and sent once when the
 * backend can be reached. src/app provides it; without one (unit tests of a lone screen) nothing is kept.
 */
export type RecordAudit = (event: AuditEvent) => Promise<void>

export const AuditTrailContext = createContext<RecordAudit | null>(null)

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
