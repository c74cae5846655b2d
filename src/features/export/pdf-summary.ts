import type { MemberAccess } from '../../lib/access.ts'
import { visibleMinutes } from '../../lib/agreements.ts'
import { EXPORT_DATASETS, type ExportRow, type ExportTable } from './export-format.ts'
import type { PdfSummary } from './export-pdf.ts'

function text(row: ExportRow, key: string): string {
  const value = row[key]
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)
}

function day(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
}

/** What the PDF shows: counts per dataset, sessions ahead and behind, open cards, milestones and minutes. */
export function pdfSummaryOf(
  member: MemberAccess,
  rows: Record<ExportTable, readonly ExportRow[]>,
  now: Date,
): PdfSummary {
  const sessions = [...rows.sessions].sort(
    (a, b) => Date.parse(text(b, 'start_time')) - Date.parse(text(a, 'start_time')),
  )
  const ahead = sessions.filter((row) => Date.parse(text(row, 'start_time')) >= now.getTime()).reverse()
  const behind = sessions.filter((row) => Date.parse(text(row, 'start_time')) < now.getTime()).slice(0, 5)
  const minutes = visibleMinutes(
    rows.meeting_minutes.map((row) => ({
      title: text(row, 'title'),
      meeting_date: text(row, 'meeting_date'),
    })),
    5,
  )
  return {
    memberName: member.displayName,
    email: member.email,
    tier: member.canEditDesktop ? 'Desktop Pro' : 'Desktop Standard',
    exportedAt: now,
    counts: EXPORT_DATASETS.map(({ table, label }) => ({ label, count: rows[table].length })),
    sections: [
      {
        title: 'Upcoming sessions',
        lines: ahead.map((row) => `${day(text(row, 'start_time'))} — ${text(row, 'title')}`),
      },
      {
        title: 'Recent sessions',
        lines: behind.map(
          (row) => `${day(text(row, 'start_time'))} — ${text(row, 'title')} (${text(row, 'status')})`,
        ),
      },
      {
        title: 'Open board cards',
        lines: rows.julboard_tasks
          .filter((row) => text(row, 'status') !== 'completed')
          .slice(0, 8)
          .map((row) => `${text(row, 'title')} — ${text(row, 'priority')}`),
      },
      {
        title: 'Milestones',
        lines: rows.milestones.map(
          (row) => `${text(row, 'title')} — ${text(row, 'progress_percentage')}% (${text(row, 'status')})`,
        ),
      },
      {
        title: 'Latest meeting minutes',
        lines: minutes.map((row) => `${day(row.meeting_date)} — ${row.title}`),
      },
    ],
  }
}
