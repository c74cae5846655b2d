import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx'
import type { Template } from './catalogue.ts'

/** A Word document: the title, the description, then each heading of the outline with space to write. */
export async function buildDocument(
  template: Template,
  title: string,
  description: string,
): Promise<Uint8Array> {
  const document = new Document({
    creator: 'JUL',
    title,
    description,
    sections: [
      {
        children: [
          new Paragraph({ text: title, heading: HeadingLevel.TITLE }),
          new Paragraph({ children: [new TextRun({ text: description, italics: true })] }),
          ...template.outline.flatMap((heading) => [
            new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }),
            new Paragraph({ text: `Write your ${heading.toLowerCase()} here.`, bullet: { level: 0 } }),
          ]),
        ],
      },
    ],
  })
  return new Uint8Array(await Packer.toArrayBuffer(document))
}
