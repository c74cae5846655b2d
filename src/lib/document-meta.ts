/** Document title and description per page (the route table's, or a dynamic page's own). */
export const SITE_NAME = 'JUL'

export interface DocumentMeta {
  title: string
  description: string
}

/** 'About JUL · JUL' reads badly: the site name is added only when the title lacks it. */
export function documentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`
}

/** Takes the document as a parameter: src/lib touches no DOM global of its own. */
export function applyDocumentMeta(doc: Document, meta: DocumentMeta): void {
  doc.title = documentTitle(meta.title)
  applyDocumentDescription(doc, meta.description)
}

/** The description alone: the route table sets it once its descriptions module has arrived. */
export function applyDocumentDescription(doc: Document, text: string): void {
  let description = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!description) {
    description = doc.createElement('meta')
    description.name = 'description'
    doc.head.append(description)
  }
  description.content = text
}
