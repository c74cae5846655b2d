import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from '@pdfme/pdf-lib'
import { type FontSlice, MISSING_GLYPH, slicesNeeded, textRuns } from './pdf-fonts.ts'

/**
 * The branded PDF summary of the Export Center, made on the device (no server, works offline once its
 * fonts are cached): the member, the export date, a count per dataset, and the latest rows of the main
 * lists. pdfme's maintained pdf-lib fork with fontkit embeds the Noto Sans slices the text needs
 * (pdf-fonts.ts), subset, with a ToUnicode map: every character is written and reads back as itself.
 * Loaded only when the member asks for a PDF (export-tab.tsx).
 */

export interface PdfSection {
  title: string
  lines: readonly string[]
}

export interface PdfSummary {
  memberName: string
  email: string
  tier: string
  exportedAt: Date
  counts: readonly { label: string; count: number }[]
  sections: readonly PdfSection[]
}

/** The bytes of a font file of the index (fetched in the app, read from disk in tests). */
export type LoadFont = (file: string) => Promise<Uint8Array>

/** The brand ink and brass of the design tokens (src/ui/styles/tokens.css), as PDF colours. */
const INK = rgb(0.07, 0.09, 0.15)
const BRASS = rgb(0.78, 0.62, 0.33)
const MUTED = rgb(0.38, 0.42, 0.49)
const WHITE = rgb(1, 1, 1)
const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const

type Colour = ReturnType<typeof rgb>

/** Each slice's embedded regular and bold font; a slice without a bold cut uses its regular one. */
class Fonts {
  private constructor(
    private readonly regular: Map<FontSlice, PDFFont>,
    private readonly bold: Map<FontSlice, PDFFont>,
    private readonly fallback: PDFFont,
  ) {}

  static async embed(doc: PDFDocument, slices: readonly FontSlice[], texts: string[], load: LoadFont) {
    const needed = slicesNeeded([...texts, MISSING_GLYPH, '…•·'], slices)
    const regular = new Map<FontSlice, PDFFont>()
    const bold = new Map<FontSlice, PDFFont>()
    for (const slice of needed) {
      regular.set(slice, await doc.embedFont(await load(slice.file), { subset: true }))
      if (slice.bold) bold.set(slice, await doc.embedFont(await load(slice.bold), { subset: true }))
    }
    const first = needed[0] && regular.get(needed[0])
    if (!first) throw new Error('The PDF fonts could not be loaded')
    return new Fonts(regular, bold, first)
  }

  /** Runs of the text with the font for each; a character no font has becomes MISSING_GLYPH. */
  runs(text: string, slices: readonly FontSlice[], heavy: boolean): { font: PDFFont; text: string }[] {
    return textRuns(text, slices).map((run) => {
      if (!run.slice) return { font: this.fallback, text: MISSING_GLYPH.repeat([...run.text].length) }
      const font = (heavy && this.bold.get(run.slice)) || this.regular.get(run.slice) || this.fallback
      return { font, text: run.text }
    })
  }
}

class Writer {
  private page: PDFPage
  private y: number

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly slices: readonly FontSlice[],
  ) {
    this.page = this.addPage()
    this.y = PAGE.height - 120
  }

  private width(text: string, size: number, heavy: boolean): number {
    return this.fonts
      .runs(text, this.slices, heavy)
      .reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0)
  }

  private draw(
    page: PDFPage,
    text: string,
    x: number,
    y: number,
    size: number,
    colour: Colour,
    heavy = false,
  ) {
    let at = x
    for (const run of this.fonts.runs(text, this.slices, heavy)) {
      page.drawText(run.text, { x: at, y, size, font: run.font, color: colour })
      at += run.font.widthOfTextAtSize(run.text, size)
    }
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height])
    page.drawRectangle({ x: 0, y: PAGE.height - 70, width: PAGE.width, height: 70, color: INK })
    this.draw(page, 'JUL', PAGE.margin, PAGE.height - 45, 22, BRASS, true)
    this.draw(page, 'Member export', PAGE.margin + 60, PAGE.height - 43, 12, WHITE)
    return page
  }

  private ensure(space: number) {
    if (this.y - space > PAGE.margin) return
    this.page = this.addPage()
    this.y = PAGE.height - 110
  }

  /** The text cut with an ellipsis to fit the page's width, by characters (never inside one). */
  private fitted(text: string, size: number, heavy: boolean): string {
    const maxWidth = PAGE.width - 2 * PAGE.margin
    if (this.width(text, size, heavy) <= maxWidth) return text
    const chars = [...text]
    while (chars.length > 1 && this.width(`${chars.join('')}…`, size, heavy) > maxWidth) chars.pop()
    return `${chars.join('')}…`
  }

  heading(text: string) {
    this.ensure(40)
    this.y -= 10
    this.draw(this.page, this.fitted(text, 14, true), PAGE.margin, this.y, 14, INK, true)
    this.y -= 20
  }

  line(text: string, options: { muted?: boolean; size?: number } = {}) {
    const size = options.size ?? 10
    this.ensure(size + 6)
    this.draw(
      this.page,
      this.fitted(text, size, false),
      PAGE.margin,
      this.y,
      size,
      options.muted ? MUTED : INK,
    )
    this.y -= size + 5
  }
}

/** Every string the summary will write, so the fonts its characters need are embedded before drawing. */
function textsOf(summary: PdfSummary): string[] {
  return [
    summary.memberName,
    summary.email,
    summary.tier,
    ...summary.counts.map(({ label }) => label),
    ...summary.sections.flatMap((section) => [section.title, ...section.lines]),
    'JUL Member export Exported Your data None 0123456789:',
  ]
}

export async function summaryPdf(
  summary: PdfSummary,
  slices: readonly FontSlice[],
  load: LoadFont,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  doc.setTitle(`JUL member export — ${summary.memberName}`)
  doc.setAuthor('JUL')
  doc.setCreationDate(summary.exportedAt)
  const fonts = await Fonts.embed(doc, slices, textsOf(summary), load)
  const writer = new Writer(doc, fonts, slices)
  writer.heading(summary.memberName)
  writer.line(`${summary.email} · ${summary.tier}`, { muted: true })
  writer.line(`Exported ${summary.exportedAt.toLocaleString('en-GB')}`, { muted: true })
  writer.heading('Your data')
  for (const { label, count } of summary.counts) writer.line(`${label}: ${count}`)
  for (const section of summary.sections) {
    writer.heading(section.title)
    if (section.lines.length === 0) writer.line('None', { muted: true })
    for (const line of section.lines) writer.line(`• ${line}`)
  }
  return doc.save()
}
