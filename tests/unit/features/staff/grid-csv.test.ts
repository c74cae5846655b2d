import { describe, expect, it } from 'vitest'
import {
  GRID_ERRORS,
  GRID_MAX_ROWS,
  parseCsvRecords,
  parseGrid,
  parseGridLabels,
} from '../../../../src/features/staff/grid-csv.ts'

describe('CSV records', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks, and numbers each record by its first line', () => {
    const { records, separator } = parseCsvRecords('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n')
    expect(separator).toBe(',')
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['two\nlines', 'z'] },
    ])
  })

  it('finds semicolons (Excel in German, French, Spanish) and tabs as the separator', () => {
    expect(parseCsvRecords('title;labels\n"Plan; Q3";a|b\n')).toEqual({
      separator: ';',
      records: [
        { line: 1, fields: ['title', 'labels'] },
        { line: 2, fields: ['Plan; Q3', 'a|b'] },
      ],
    })
    expect(parseCsvRecords('title\tstatus\nPlan, revised\tbacklog\n').records[1]?.fields).toEqual([
      'Plan, revised',
      'backlog',
    ])
  })

  it('skips blank lines and drops a byte-order mark', () => {
    expect(parseCsvRecords('\uFEFFtitle\n\nA\n').records).toEqual([
      { line: 1, fields: ['title'] },
      { line: 3, fields: ['A'] },
    ])
  })
})

const csv = (...lines: string[]) => lines.join('\n')

describe('the JUL grid (000 §2.3)', () => {
  it('turns every line into a board item with the board defaults', () => {
    const result = parseGrid(
      csv(
        'Title;Description;Status;Priority;Assigned To;Due Date;Labels',
        'Approve the hiring plan;Two engineers, one lead;In Progress;High;Julia Advisor;2026-06-30;hiring| q3',
        'Tidy the data room;;;;;;',
      ),
    )
    expect(result).toEqual({
      ok: true,
      separator: ';',
      items: [
        {
          line: 2,
          item: {
            title: 'Approve the hiring plan',
            description: 'Two engineers, one lead',
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
      ],
    })
  })

  it('refuses the whole file when one line is wrong, naming each wrong line and why', () => {
    const result = parseGrid(
      csv(
        'title,description,status,priority,assigned_to,due_date,labels',
        'A good line,,,,,,',
        ',No title,backlog,low,,,',
        'Bad status,,doing,low,,,',
        'Bad priority,,backlog,critical,,,',
        'Bad date,,backlog,low,,2026-02-30,',
        'Too few fields,x',
      ),
    )
    expect(result).toEqual({
      ok: false,
      rejected: [
        { line: 3, reason: GRID_ERRORS.titleRequired },
        { line: 4, reason: GRID_ERRORS.status('doing') },
        { line: 5, reason: GRID_ERRORS.priority('critical') },
        { line: 6, reason: GRID_ERRORS.dueDate('2026-02-30') },
        { line: 7, reason: GRID_ERRORS.columns(2, 7) },
      ],
    })
  })

  it('refuses broken quoting with the line it starts on', () => {
    expect(parseGrid(csv('title,labels', 'Fine,a', '"Never closed,b', 'More,c'))).toEqual({
      ok: false,
      rejected: [{ line: 3, reason: GRID_ERRORS.unclosedQuote }],
    })
    expect(parseGrid(csv('title,labels', 'Fine,a', '"Half"quoted,b')).ok).toBe(false)
  })

  it('refuses unknown and repeated columns on the header line', () => {
    expect(parseGrid(csv('title,Notes,status,Title', 'A,b,backlog,c'))).toEqual({
      ok: false,
      rejected: [
        { line: 1, reason: GRID_ERRORS.unknownColumn('Notes') },
        { line: 1, reason: GRID_ERRORS.duplicateColumn('Title') },
      ],
    })
  })

  it('refuses a file without a title column, without rows, or with too many rows', () => {
    expect(parseGrid('description,status\nA,backlog')).toEqual({
      ok: false,
      rejected: [{ line: 1, reason: GRID_ERRORS.noTitleColumn }],
    })
    expect(parseGrid('title\n')).toEqual({ ok: false, rejected: [{ line: 1, reason: GRID_ERRORS.empty }] })
    const big = `title\n${Array.from({ length: GRID_MAX_ROWS + 1 }, (_, i) => `Card ${i}`).join('\n')}`
    expect(parseGrid(big)).toEqual({ ok: false, rejected: [{ line: 1, reason: GRID_ERRORS.tooManyRows }] })
  })

  it('refuses titles longer than 200 characters', () => {
    expect(parseGrid(`title\n${'x'.repeat(201)}`)).toEqual({
      ok: false,
      rejected: [{ line: 2, reason: GRID_ERRORS.titleTooLong }],
    })
  })

  it('splits labels on semicolons or pipes, trimmed, each once', () => {
    expect(parseGridLabels(' a ; b|a;; ')).toEqual(['a', 'b'])
  })
})
