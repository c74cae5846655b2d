import { describe, expect, it } from 'vitest'
import {
  GRID_ERRORS,
  GRID_MAX_ROWS,
  parseCsvRecords,
  parseGrid,
  parseGridLabels,
} from '../../../../src/features/staff/grid-csv.ts'

describe('CSV records (RFC 4180)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and numbers each record by its first line', () => {
    const { records, unclosed } = parseCsvRecords('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n')
    expect(unclosed).toBe(false)
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['two\nlines', 'z'] },
    ])
  })

  it('skips blank lines, drops a byte-order mark and reports an unclosed quote', () => {
    expect(parseCsvRecords('\uFEFFtitle\n\nA\n').records).toEqual([
      { line: 1, fields: ['title'] },
      { line: 3, fields: ['A'] },
    ])
    expect(parseCsvRecords('title\n"open').unclosed).toBe(true)
  })
})

describe('the JUL grid (000 §2.3)', () => {
  it('turns each valid line into a board item with the board defaults and reports each rejected line with why', () => {
    const csv = [
      'Title,Description,Status,Priority,Assigned To,Due Date,Labels,Notes',
      'Approve the hiring plan,Two engineers,In Progress,High,Julia Advisor,2026-06-30,hiring; q3,ignored',
      'Tidy the data room,,,,,,,',
      ',No title,backlog,low,,,,',
      'Bad status,,doing,low,,,,',
      'Bad priority,,backlog,critical,,,,',
      'Bad date,,backlog,low,,2026-02-30,,',
      'Too few fields,x',
    ].join('\n')
    const result = parseGrid(csv)
    if (!result.ok) throw new Error(result.error)
    expect(result.items).toEqual([
      {
        line: 2,
        item: {
          title: 'Approve the hiring plan',
          description: 'Two engineers',
          status: 'in_progress',
          priority: 'high',
          assigned_to: 'Julia Advisor',
          due_date: '2026-06-30',
          labels: ['hiring', 'q3'],
        },
      },
      {
        line: 3,
        item: {
          title: 'Tidy the data room',
          description: null,
          status: 'backlog',
          priority: 'medium',
          assigned_to: null,
          due_date: null,
          labels: [],
        },
      },
    ])
    expect(result.rejected).toEqual([
      { line: 4, reason: GRID_ERRORS.titleRequired },
      { line: 5, reason: GRID_ERRORS.status('doing') },
      { line: 6, reason: GRID_ERRORS.priority('critical') },
      { line: 7, reason: GRID_ERRORS.dueDate('2026-02-30') },
      { line: 8, reason: GRID_ERRORS.columns(2, 8) },
    ])
    expect(result.ignoredColumns).toEqual(['Notes'])
  })

  it('refuses a file without a title column, without rows, or with too many rows', () => {
    expect(parseGrid('name,status\nA,backlog')).toEqual({ ok: false, error: GRID_ERRORS.noTitleColumn })
    expect(parseGrid('title\n')).toEqual({ ok: false, error: GRID_ERRORS.empty })
    const big = `title\n${Array.from({ length: GRID_MAX_ROWS + 1 }, (_, i) => `Card ${i}`).join('\n')}`
    expect(parseGrid(big)).toEqual({ ok: false, error: GRID_ERRORS.tooManyRows })
  })

  it('rejects titles longer than 200 characters', () => {
    const result = parseGrid(`title\n${'x'.repeat(201)}`)
    expect(result.ok && result.rejected).toEqual([{ line: 2, reason: GRID_ERRORS.titleTooLong }])
  })

  it('splits labels on semicolons or pipes, trimmed, each once', () => {
    expect(parseGridLabels(' a ; b|a;; ')).toEqual(['a', 'b'])
  })
})
