import { describe, expect, it } from 'vitest'
import { exportAuditEvent } from '../../../../src/features/export/export-audit.ts'
import { checkAuditBatch } from '../../../../supabase/functions/audit-log/validate.ts'

describe('an export in the audit trail (000 §3 data access)', () => {
  const event = exportAuditEvent({
    fileName: 'jul-sparks-2026-11-26.csv',
    format: 'csv',
    tables: ['sparks'],
    rows: 42,
  })

  it('names the file, its datasets and row count, as data access', () => {
    expect(event).toEqual({
      event_type: 'data_access',
      action: 'export',
      severity: 'medium',
      resource: 'export/csv',
      metadata: { file: 'jul-sparks-2026-11-26.csv', tables: ['sparks'], rows: 42 },
    })
  })

  it('is an event the audit-log function accepts', () => {
    expect(checkAuditBatch({ events: [event] }).ok).toBe(true)
  })
})
