import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import {
  csvCell,
  exportFileName,
  jsonBundle,
  parseCsv,
  toCsv,
} from '../../../../src/features/export/export-format.ts'
import { pdfSafe, summaryPdf } from '../../../../src/features/export/export-pdf.ts'

const ROWS = [
  {
    id: '1',
    title: 'Kick-off, goals',
    notes: 'Said "yes"\nthen left',
    tags: ['a', 'b'],
    amount: 3,
    empty: null,
  },
  { id: '2', title: ' padded ', notes: '', tags: [], amount: 0, empty: null },
]

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, keeps lists as JSON and nulls empty', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell(['x'])).toBe('"[""x""]"')
    expect(csvCell(null)).toBe('')
  })

  it('reads back to the same rows, reporting progress up to the total', async () => {
    const seen: [number, number][] = []
    const text = await toCsv(ROWS, (done, total) => seen.push([done, total]))
    expect(seen.at(-1)).toEqual([2, 2])
    expect(parseCsv(text)).toEqual([
      {
        id: '1',
        title: 'Kick-off, goals',
        notes: 'Said "yes"\nthen left',
        tags: '["a","b"]',
        amount: '3',
        empty: '',
      },
      { id: '2', title: ' padded ', notes: '', tags: '[]', amount: '0', empty: '' },
    ])
  })

  it('converts a large table in slices', async () => {
    const many = Array.from({ length: 1234 }, (_, index) => ({ id: String(index) }))
    const seen: number[] = []
    const parsed = parseCsv(await toCsv(many, (done) => seen.push(done)))
    expect(seen).toEqual([500, 1000, 1234])
    expect(parsed.map((row) => row.id)).toEqual(many.map((row) => row.id))
  })
})

describe('JSON and PDF export', () => {
  it('bundles the datasets with the member and the time', () => {
    const bundle = JSON.parse(
      jsonBundle({ id: 'u', email: 'a@example.com' }, { sessions: ROWS }, Date.UTC(2026, 10, 20)),
    )
    expect(bundle).toMatchObject({
      format: 'jul-export',
      version: 1,
      exported_at: '2026-11-20T00:00:00.000Z',
    })
    expect(bundle.datasets.sessions).toEqual(ROWS)
    expect(exportFileName('session_reports', 'csv', Date.UTC(2026, 10, 20))).toBe(
      'jul-session-reports-2026-11-20.csv',
    )
  })

  it('makes a PDF on the device, replacing characters the standard fonts cannot write', async () => {
    expect(pdfSafe('Spain 🇪🇸 €495 “ok”')).toBe('Spain ?? €495 “ok”')
    const bytes = await summaryPdf({
      memberName: 'Priya Pro',
      email: 'founder.pro@example.com',
      tier: 'Desktop Pro',
      exportedAt: new Date(Date.UTC(2026, 10, 20)),
      counts: [{ label: 'Sessions', count: 6 }],
      sections: Array.from({ length: 12 }, (_, index) => ({
        title: `Section ${index}`,
        lines: Array.from({ length: 8 }, (_, line) => `Line ${line} 🚀`),
      })),
    })
    const doc = await PDFDocument.load(bytes)
    expect(doc.getTitle()).toBe('JUL member export — Priya Pro')
    expect(doc.getPageCount()).toBeGreaterThan(1)
  })
})
