import Papa from 'papaparse'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import {
  csvCell,
  exportFileName,
  jsonBundle,
  neutraliseFormula,
  toCsv,
  UTF8_BOM,
} from '../../../../src/features/export/export-format.ts'

/** The file as a spreadsheet reads it: UTF-8 after the byte-order mark, a header row. */
function parseCsv(text: string): Record<string, string>[] {
  expect(text.startsWith(UTF8_BOM)).toBe(true)
  return Papa.parse<Record<string, string>>(text.slice(UTF8_BOM.length), {
    header: true,
    skipEmptyLines: true,
  }).data
}

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

  it('starts with the UTF-8 byte-order mark so Excel reads € and ł as written', async () => {
    const bytes = new TextEncoder().encode(await toCsv([{ price: '€495', city: 'Łódź' }]))
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('price,city\r\n€495,Łódź\r\n')
  })

  it('turns text a spreadsheet would run as a formula into plain text, and leaves numbers alone', () => {
    expect(csvCell('=HYPERLINK("https://evil.example","Click")')).toBe(
      '"\'=HYPERLINK(""https://evil.example"",""Click"")"',
    )
    expect(['+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1'].map(neutraliseFormula)).toEqual([
      "'+1+2",
      "'-2+3",
      "'@SUM(A1)",
      "'\t=1",
      "'\r=1",
    ])
    expect(['-5', '+3.5', '12', 'a=b', 'Kick-off'].map(neutraliseFormula)).toEqual([
      '-5',
      '+3.5',
      '12',
      'a=b',
      'Kick-off',
    ])
    expect(csvCell(-5)).toBe('-5')
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
