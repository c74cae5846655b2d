import { createContext } from 'react'
import type { AuditEvent } from '../lib/audit-queue.ts'

/**
 * Records an event in the audit trail (000 §3): kept on the device (offline too) and sent once when the
 * backend can be reached. src/app provides it around the member routes; without one (a unit test of a
 * lone screen) nothing is kept. The hooks are in audit-trail.ts.
 */
export type RecordAudit = (event: AuditEvent) => Promise<void>

export const AuditTrailContext = createContext<RecordAudit | null>(null)
