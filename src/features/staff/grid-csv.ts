import Papa from 'papaparse'

/**
 * The JUL grid upload (000 §2.3 /admin/jul-grid-upload): a CSV of board items for a member's
 * julboard_tasks, read with PapaParse (the separator found among comma, semicolon and tab: Excel in
 * German, French or Spanish saves semicolons), checked line by line against the table's rules. A grid
 * is taken whole or not at all: one refused line refuses the file, so a half-imported board never has
 * to be cleaned up by hand.
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
export const GRID_SEPARATORS = [',', ';', '\t'] as const

export const GRID_ERRORS = {
  empty: 'The file has no rows',
  noTitleColumn: 'The header row needs a title column',
  tooManyRows: `At most ${GRID_MAX_ROWS} rows per upload`,
  unclosedQuote: 'A quoted field is never closed',
  strayQuote: 'A quote stands inside a field; quote the whole field and double the quotes in it',
  unknownColumn: (name: string) => `Unknown column "${name}" (${GRID_COLUMNS.join(', ')})`,
  duplicateColumn: (name: string) => `The column "${name}" appears twice`,
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

export type GridSeparator = (typeof GRID_SEPARATORS)[number]

/** Either every line as a board item, or the lines that refuse the file, each with its reason. */
export type GridParse =
  | { ok: false; rejected: RejectedLine[] }
  | { ok: true; items: { line: number; item: GridItem }[]; separator: GridSeparator }

interface CsvRecord {
  line: number
  fields: string[]
  /** Why the quoting of this record is broken, if it is. */
  quoteError?: string
}

/**
 * CSV records with the line each starts on (quoted fields may hold separators, quotes and newlines),
 * blank lines skipped, a byte-order mark dropped. The separator is guessed from the lines' field counts.
 */
export function parseCsvRecords(text: string): { records: CsvRecord[]; separator: GridSeparator } {
  // One kind of line end: PapaParse takes the first line's for the whole file, and files edited in two
  // programs mix them.
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const records: CsvRecord[] = []
  let cursor = 0
  let separator: GridSeparator = ','
  Papa.parse<string[]>(source, {
    delimiter: '',
    delimitersToGuess: [...GRID_SEPARATORS],
    newline: '\n',
    skipEmptyLines: 'greedy',
    step: (result) => {
      let start = cursor
      while (source[start] === '\n') start++
      cursor = result.meta.cursor
      separator = (result.meta.delimiter as GridSeparator) || separator
      const line = 1 + (source.slice(0, start).match(/\n/g)?.length ?? 0)
      const quotes = result.errors.filter((error) => error.type === 'Quotes')
      const record: CsvRecord = { line, fields: result.data }
      if (quotes.some((error) => error.code === 'InvalidQuotes')) record.quoteError = GRID_ERRORS.strayQuote
      else if (quotes.length > 0) record.quoteError = GRID_ERRORS.unclosedQuote
      records.push(record)
    },
  })
  return { records, separator }
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

function columnName(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
}

/** The header's column positions, or the header's problems (unknown or repeated columns). */
function readHeader(header: CsvRecord): Map<GridColumn, number> | RejectedLine[] {
  const index = new Map<GridColumn, number>()
  const problems: RejectedLine[] = []
  header.fields.forEach((raw, position) => {
    const column = GRID_COLUMNS.find((c) => c === columnName(raw))
    if (!column) problems.push({ line: header.line, reason: GRID_ERRORS.unknownColumn(raw.trim()) })
    else if (index.has(column))
      problems.push({ line: header.line, reason: GRID_ERRORS.duplicateColumn(raw.trim()) })
    else index.set(column, position)
  })
  if (problems.length === 0 && !index.has('title'))
    problems.push({ line: header.line, reason: GRID_ERRORS.noTitleColumn })
  return problems.length > 0 ? problems : index
}

/**
 * Reads a grid: the header row names the columns (any order, case-insensitive, 'due date' = due_date,
 * nothing else); each later line must become an item. New cards default to status backlog and priority
 * medium, as the board's own insert does (001 §7). Any refused line refuses the whole file.
 */
export function parseGrid(text: string): GridParse {
  const { records, separator } = parseCsvRecords(text)
  const broken = records.filter((record) => record.quoteError !== undefined)
  if (broken.length > 0)
    return { ok: false, rejected: broken.map(({ line, quoteError }) => ({ line, reason: quoteError ?? '' })) }
  const [header, ...rows] = records
  if (!header || rows.length === 0) return { ok: false, rejected: [{ line: 1, reason: GRID_ERRORS.empty }] }
  if (rows.length > GRID_MAX_ROWS)
    return { ok: false, rejected: [{ line: 1, reason: GRID_ERRORS.tooManyRows }] }
  const index = readHeader(header)
  if (Array.isArray(index)) return { ok: false, rejected: index }

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
  return rejected.length > 0 ? { ok: false, rejected } : { ok: true, items, separator }
}
