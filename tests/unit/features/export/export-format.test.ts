import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { PDFDocument } from '@pdfme/pdf-lib'
import Papa from 'papaparse'
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

import { summaryPdf } from '../../../../src/features/export/export-pdf.ts'
import {
  type FontSlice,
  parseUnicodeRange,
  slicesNeeded,
  textRuns,
} from '../../../../src/features/export/pdf-fonts.ts'

/** The slices the build writes, read from the font packages as scripts/pdf-fonts-plugin.ts does. */
async function fontSlices(): Promise<{ slices: FontSlice[]; load: (file: string) => Promise<Uint8Array> }> {
  const require = createRequire(import.meta.url)
  const dirOf = (name: string) => dirname(require.resolve(`${name}/package.json`))
  const latin = JSON.parse(await readFile(join(dirOf('@fontsource/noto-sans'), 'unicode.json'), 'utf8'))
  const chinese = JSON.parse(await readFile(join(dirOf('@fontsource/noto-sans-sc'), 'unicode.json'), 'utf8'))
  const slices: FontSlice[] = [
    ...['latin', 'latin-ext', 'greek'].map((subset) => ({
      file: `noto-sans-${subset}-400-normal.woff`,
      bold: `noto-sans-${subset}-700-normal.woff`,
      ranges: parseUnicodeRange(latin[subset]),
    })),
    ...Object.entries(chinese as Record<string, string>).map(([key, range]) => ({
      file: `noto-sans-sc-${key.slice(1, -1)}-400-normal.woff`,
      bold: null,
      ranges: parseUnicodeRange(range),
    })),
  ]
  const load = async (file: string) =>
    new Uint8Array(
      await readFile(
        join(
          dirOf(file.startsWith('noto-sans-sc') ? '@fontsource/noto-sans-sc' : '@fontsource/noto-sans'),
          'files',
          file,
        ),
      ),
    )
  return { slices, load }
}

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

  it('cuts text into runs of the font slice that covers each character', () => {
    const slices: FontSlice[] = [
      { file: 'latin', bold: null, ranges: parseUnicodeRange('U+0000-00FF') },
      { file: 'latin-ext', bold: null, ranges: parseUnicodeRange('U+0100-02BA') },
      { file: 'cjk', bold: null, ranges: parseUnicodeRange('U+4E00-9FFF,U+0020') },
    ]
    expect(textRuns('Łódź 東京!', slices).map((run) => [run.slice?.file ?? null, run.text])).toEqual([
      ['latin-ext', 'Ł'],
      ['latin', 'ód'],
      ['latin-ext', 'ź'],
      ['latin', ' '],
      ['cjk', '東京'],
      ['latin', '!'],
    ])
    expect(textRuns('🚀', slices)).toEqual([{ slice: null, text: '🚀' }])
    expect(slicesNeeded(['Łódź'], slices).map((slice) => slice.file)).toEqual(['latin', 'latin-ext'])
  })

  it('makes a PDF on the device with only the font slices its text needs, across pages', async () => {
    const { slices, load } = await fontSlices()
    const loaded: string[] = []
    const bytes = await summaryPdf(
      {
        memberName: 'Zoë Łukasiewicz',
        email: 'founder.pro@example.com',
        tier: 'Desktop Pro',
        exportedAt: new Date(Date.UTC(2026, 10, 20)),
        counts: [{ label: 'Sessions', count: 6 }],
        sections: Array.from({ length: 12 }, (_, index) => ({
          title: `Section ${index}`,
          lines: Array.from({ length: 8 }, (_, line) => `Line ${line}: řeš, şirket, Αθήνα, 東京 🚀`),
        })),
      },
      slices,
      async (file) => {
        loaded.push(file)
        return load(file)
      },
    )
    const doc = await PDFDocument.load(bytes)
    expect(doc.getTitle()).toBe('JUL member export — Zoë Łukasiewicz')
    expect(doc.getPageCount()).toBeGreaterThan(1)
    expect(loaded.filter((file) => file.startsWith('noto-sans-sc')).length).toBeLessThanOrEqual(2)
    expect(loaded).toContain('noto-sans-latin-ext-400-normal.woff')
    expect(loaded).toContain('noto-sans-greek-400-normal.woff')
  })
})
