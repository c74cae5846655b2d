/**
 * The Export Center's file formats (001 §2: the member's own data as CSV and JSON). Pure and chunked:
 * large tables are turned into text a slice at a time, reporting progress between slices, so the page
 * stays responsive and shows how far it got.
 */

export const EXPORT_DATASETS = [
  { table: 'sessions', label: 'Sessions' },
  { table: 'session_reports', label: 'Session reports' },
  { table: 'meeting_minutes', label: 'Meeting minutes' },
  { table: 'julboard_tasks', label: 'Board cards' },
  { table: 'milestones', label: 'Milestones' },
  { table: 'capture_inbox', label: 'Captures' },
  { table: 'session_notes', label: 'Session notes' },
  { table: 'sparks', label: 'Sparks' },
] as const

export type ExportTable = (typeof EXPORT_DATASETS)[number]['table']
export type ExportRow = Readonly<Record<string, unknown>>

/** Rows converted between two progress reports. */
export const CHUNK_ROWS = 500

/** Excel needs the byte-order mark to read the file as UTF-8: without it € and ł arrive garbled. */
export const UTF8_BOM = '\uFEFF'

/**
 * Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return before
 * one): a member's own words must never become a command in whoever opens the file (OWASP's CSV
 * injection). Such text gets a leading apostrophe, which spreadsheets show as text; plain numbers stay.
 */
export function neutraliseFormula(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text) || /^[+-]?\d+([.,]\d+)?$/.test(text)) return text
  return `'${text}`
}

/** One CSV cell: null and undefined empty, lists and objects as JSON text (so nothing is lost), quoted when needed. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text =
    typeof value === 'string'
      ? neutraliseFormula(value)
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value)
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The columns of a table's rows: those of the first row, then any others in order of appearance. */
export function columnsOf(rows: readonly ExportRow[]): string[] {
  const columns: string[] = []
  const seen = new Set<string>()
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!seen.has(key)) {
        seen.add(key)
        columns.push(key)
      }
    }
  }
  return columns
}

export type Progress = (done: number, total: number) => void

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** RFC 4180 CSV with a byte-order mark, a header row and CRLF line ends. */
export async function toCsv(rows: readonly ExportRow[], onProgress: Progress = () => {}): Promise<string> {
  const columns = columnsOf(rows)
  const lines = [columns.map(csvCell).join(',')]
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    for (const row of rows.slice(start, start + CHUNK_ROWS)) {
      lines.push(columns.map((column) => csvCell(row[column])).join(','))
    }
    onProgress(Math.min(start + CHUNK_ROWS, rows.length), rows.length)
    await yieldToPage()
  }
  if (rows.length === 0) onProgress(0, 0)
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`
}

export interface ExportBundle {
  format: 'jul-export'
  version: 1
  exported_at: string
  member: { id: string; email: string }
  datasets: Partial<Record<ExportTable, readonly ExportRow[]>>
}

export function jsonBundle(
  member: { id: string; email: string },
  datasets: ExportBundle['datasets'],
  now: number,
): string {
  const bundle: ExportBundle = {
    format: 'jul-export',
    version: 1,
    exported_at: new Date(now).toISOString(),
    member,
    datasets,
  }
  return JSON.stringify(bundle, null, 2)
}

export function exportFileName(name: string, extension: 'csv' | 'json' | 'pdf', now: number): string {
  return `jul-${name.replace(/_/g, '-')}-${new Date(now).toISOString().slice(0, 10)}.${extension}`
}
