/**
 * The JUL grid upload (000 §2.3 /admin/jul-grid-upload): a CSV of board items for a member's
 * julboard_tasks, read with RFC 4180 quoting, checked line by line against the table's rules.
 */

/** Columns a grid may have, matched case-insensitively; only `title` is required. */
export const GRID_COLUMNS = [
  'title',
  'description',
  'status',
  'priority',
  'assigned_to',
  'due_date',
  'labels',
] as const
export type GridColumn = (typeof GRID_COLUMNS)[number]

export const GRID_STATUSES = ['backlog', 'in_progress', 'completed'] as const
export const GRID_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const
/** A grid larger than this is split: one upload stays one reviewable report. */
export const GRID_MAX_ROWS = 500
export const GRID_TITLE_MAX = 200

export const GRID_ERRORS = {
  empty: 'The file has no rows',
  noTitleColumn: 'The header row needs a title column',
  tooManyRows: `At most ${GRID_MAX_ROWS} rows per upload`,
  unclosedQuote: 'A quoted field is never closed',
  columns: (found: number, expected: number) => `Expected ${expected} fields, found ${found}`,
  titleRequired: 'Title is required',
  titleTooLong: `Title is longer than ${GRID_TITLE_MAX} characters`,
  status: (value: string) => `Unknown status "${value}" (backlog, in_progress or completed)`,
  priority: (value: string) => `Unknown priority "${value}" (urgent, high, medium or low)`,
  dueDate: (value: string) => `Invalid due date "${value}" (YYYY-MM-DD)`,
} as const

/** One board item ready for julboard_tasks. */
export interface GridItem {
  title: string
  description: string | null
  status: (typeof GRID_STATUSES)[number]
  priority: (typeof GRID_PRIORITIES)[number]
  assigned_to: string | null
  due_date: string | null
  labels: string[]
}

export interface RejectedLine {
  /** 1-based line number in the file (the header is line 1). */
  line: number
  reason: string
}

export type GridParse =
  | { ok: false; error: string }
  | {
      ok: true
      items: { line: number; item: GridItem }[]
      rejected: RejectedLine[]
      ignoredColumns: string[]
    }

interface CsvRecord {
  line: number
  fields: string[]
}

/** RFC 4180 records with the line each starts on; quoted fields may hold commas, quotes and newlines. */
export function parseCsvRecords(text: string): { records: CsvRecord[]; unclosed: boolean } {
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let start = 1
  const source = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line++
        field += char
      }
      continue
    }
    if (char === '"' && field === '') quoted = true
    else if (char === ',') {
      fields.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++
      fields.push(field)
      records.push({ line: start, fields })
      fields = []
      field = ''
      line++
      start = line
    } else field += char
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field)
    records.push({ line: start, fields })
  }
  return {
    records: records.filter((r) => !(r.fields.length === 1 && r.fields[0]?.trim() === '')),
    unclosed: quoted,
  }
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

function pick<T extends string>(values: readonly T[], raw: string): T | undefined {
  const value = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
  return values.find((candidate) => candidate === value)
}

/** Labels are separated by semicolons or pipes (commas belong to the CSV), trimmed, empties dropped. */
export function parseGridLabels(raw: string): string[] {
  return [...new Set(raw.split(/[;|]/).map((label) => label.trim()))].filter((label) => label !== '')
}

function itemOf(get: (column: GridColumn) => string): GridItem | string {
  const title = get('title').trim()
  if (title === '') return GRID_ERRORS.titleRequired
  if (title.length > GRID_TITLE_MAX) return GRID_ERRORS.titleTooLong
  const rawStatus = get('status').trim()
  const status = rawStatus === '' ? 'backlog' : pick(GRID_STATUSES, rawStatus)
  if (!status) return GRID_ERRORS.status(rawStatus)
  const rawPriority = get('priority').trim()
  const priority = rawPriority === '' ? 'medium' : pick(GRID_PRIORITIES, rawPriority)
  if (!priority) return GRID_ERRORS.priority(rawPriority)
  const dueDate = get('due_date').trim()
  if (dueDate !== '' && !isIsoDate(dueDate)) return GRID_ERRORS.dueDate(dueDate)
  const optional = (value: string) => (value.trim() === '' ? null : value.trim())
  return {
    title,
    description: optional(get('description')),
    status,
    priority,
    assigned_to: optional(get('assigned_to')),
    due_date: dueDate === '' ? null : dueDate,
    labels: parseGridLabels(get('labels')),
  }
}

/**
 * Reads a grid: the header row names the columns (any order, case-insensitive, 'due date' = due_date);
 * each later line becomes an item or a rejected line with its reason. New cards default to status backlog
 * and priority medium, as the board's own insert does (001 §7).
 */
export function parseGrid(text: string): GridParse {
  const { records, unclosed } = parseCsvRecords(text)
  if (unclosed) return { ok: false, error: GRID_ERRORS.unclosedQuote }
  const [header, ...rows] = records
  if (!header || rows.length === 0) return { ok: false, error: GRID_ERRORS.empty }
  if (rows.length > GRID_MAX_ROWS) return { ok: false, error: GRID_ERRORS.tooManyRows }
  const names = header.fields.map((name) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  )
  const index = new Map<GridColumn, number>()
  const ignoredColumns: string[] = []
  names.forEach((name, position) => {
    const column = GRID_COLUMNS.find((c) => c === name)
    if (column && !index.has(column)) index.set(column, position)
    else ignoredColumns.push(header.fields[position] ?? name)
  })
  if (!index.has('title')) return { ok: false, error: GRID_ERRORS.noTitleColumn }

  const items: { line: number; item: GridItem }[] = []
  const rejected: RejectedLine[] = []
  for (const row of rows) {
    if (row.fields.length !== header.fields.length) {
      rejected.push({ line: row.line, reason: GRID_ERRORS.columns(row.fields.length, header.fields.length) })
      continue
    }
    const get = (column: GridColumn) => {
      const position = index.get(column)
      return position === undefined ? '' : (row.fields[position] ?? '')
    }
    const item = itemOf(get)
    if (typeof item === 'string') rejected.push({ line: row.line, reason: item })
    else items.push({ line: row.line, item })
  }
  return { ok: true, items, rejected, ignoredColumns }
}
