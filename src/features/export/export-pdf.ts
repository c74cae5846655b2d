import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

/**
 * The branded PDF summary of the Export Center, made on the device with pdf-lib (no server, works
 * offline): the member, the export date, a count per dataset, and the latest rows of the main lists.
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

/** The brand ink and brass of the design tokens (src/ui/styles/tokens.css), as PDF colours. */
const INK = rgb(0.07, 0.09, 0.15)
const BRASS = rgb(0.78, 0.62, 0.33)
const MUTED = rgb(0.38, 0.42, 0.49)
const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const

/** The standard PDF fonts only encode Windows-1252: anything else becomes '?'. */
export function pdfSafe(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF€‘’“”–—…•]/gu, '?')
}

class Writer {
  private page: PDFPage
  private y: number

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = this.addPage()
    this.y = PAGE.height - 120
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height])
    page.drawRectangle({ x: 0, y: PAGE.height - 70, width: PAGE.width, height: 70, color: INK })
    page.drawText('JUL', { x: PAGE.margin, y: PAGE.height - 45, size: 22, font: this.bold, color: BRASS })
    page.drawText('Member export', {
      x: PAGE.margin + 60,
      y: PAGE.height - 43,
      size: 12,
      font: this.font,
      color: rgb(1, 1, 1),
    })
    return page
  }

  private ensure(space: number) {
    if (this.y - space > PAGE.margin) return
    this.page = this.addPage()
    this.y = PAGE.height - 110
  }

  heading(text: string) {
    this.ensure(40)
    this.y -= 10
    this.page.drawText(pdfSafe(text), { x: PAGE.margin, y: this.y, size: 14, font: this.bold, color: INK })
    this.y -= 20
  }

  line(text: string, options: { muted?: boolean; size?: number } = {}) {
    const size = options.size ?? 10
    this.ensure(size + 6)
    const maxWidth = PAGE.width - 2 * PAGE.margin
    let shown = pdfSafe(text)
    while (shown.length > 1 && this.font.widthOfTextAtSize(shown, size) > maxWidth)
      shown = `${shown.slice(0, -2)}…`
    this.page.drawText(shown, {
      x: PAGE.margin,
      y: this.y,
      size,
      font: this.font,
      color: options.muted ? MUTED : INK,
    })
    this.y -= size + 5
  }
}

export async function summaryPdf(summary: PdfSummary): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`JUL member export — ${pdfSafe(summary.memberName)}`)
  doc.setAuthor('JUL')
  doc.setCreationDate(summary.exportedAt)
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const writer = new Writer(doc, font, bold)
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
