import type { AuditEvent } from '../../lib/audit-queue.ts'

export interface ExportRecord {
  fileName: string
  format: 'csv' | 'json' | 'pdf'
  tables: readonly string[]
  rows: number
}

/**
 * A member's export as the audit trail keeps it (000 §3 data access): which file, which datasets and
 * how many rows left the product, never the rows themselves. The server adds who and from where.
 */
export function exportAuditEvent(record: ExportRecord): AuditEvent {
  return {
    event_type: 'data_access',
    action: 'export',
    severity: 'medium',
    resource: `export/${record.format}`,
    metadata: { file: record.fileName, tables: [...record.tables], rows: record.rows },
  }
}
