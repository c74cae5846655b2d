import pptxgenjs from 'pptxgenjs'
import type { Template } from './catalogue.ts'

type PptxGenJSClass = typeof import('pptxgenjs').default

/**
 * Node takes the package's ES build, whose default export is the class; Deno reads the package as
 * CommonJS (no "type": "module") and hands its exports object, with the class under `default`.
 */
const PptxGenJS: PptxGenJSClass =
  (pptxgenjs as unknown as { default?: PptxGenJSClass }).default ?? (pptxgenjs as unknown as PptxGenJSClass)

/** A deck with one slide per outline entry: the cover carries the title and description. */
export async function buildPresentation(
  template: Template,
  title: string,
  description: string,
): Promise<Uint8Array> {
  const deck = new PptxGenJS()
  deck.layout = 'LAYOUT_WIDE'
  deck.title = title
  deck.company = 'JUL'
  for (const [index, heading] of template.outline.entries()) {
    const slide = deck.addSlide()
    if (index === 0) {
      slide.background = { color: '111827' }
      slide.addText(title, { x: 0.6, y: 2.4, w: 12, h: 1.2, fontSize: 40, bold: true, color: 'FFFFFF' })
      slide.addText(description, { x: 0.6, y: 3.7, w: 12, h: 1, fontSize: 18, color: 'D1D5DB' })
      continue
    }
    slide.addText(heading, { x: 0.6, y: 0.4, w: 12, h: 0.9, fontSize: 30, bold: true, color: '111827' })
    slide.addText(`Your ${heading.toLowerCase()} in three points.`, {
      x: 0.6,
      y: 1.6,
      w: 12,
      h: 3,
      fontSize: 18,
      color: '374151',
      bullet: true,
    })
    slide.addText(`${index + 1} / ${template.outline.length}`, {
      x: 11.8,
      y: 6.9,
      w: 1.2,
      h: 0.4,
      fontSize: 10,
      color: '9CA3AF',
    })
  }
  return (await deck.write({ outputType: 'uint8array' })) as Uint8Array
}
