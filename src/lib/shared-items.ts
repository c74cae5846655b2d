import { ALLOWED_UPLOAD_TYPES, checkUploadFile } from './security/file-upload.ts'

/**
 * What another app shared into JUL (the manifest's share target) as Quick Add takes it: the words as one
 * note, and the files that pass the spec's upload check (000 §5) with the reasons of those that fail.
 */

export interface SharedFields {
  title: string
  text: string
  url: string
}

/** Title, text and link on their own lines; a link the text already holds is not repeated. */
export function sharedNote({ title, text, url }: SharedFields): string {
  const lines = [title.trim(), text.trim()]
  const link = url.trim()
  if (link && !text.includes(link)) lines.push(link)
  return lines.filter((line) => line !== '').join('\n')
}

/** Quick Add takes a photo or a voice clip: the upload check's image and audio types. */
export const SHAREABLE_TYPES: readonly string[] = ALLOWED_UPLOAD_TYPES.filter(
  (type) => type.startsWith('image/') || type.startsWith('audio/'),
)

export interface RefusedFile {
  name: string
  reasons: string[]
}

export function checkSharedFiles(files: readonly File[]): { accepted: File[]; refused: RefusedFile[] } {
  const accepted: File[] = []
  const refused: RefusedFile[] = []
  for (const file of files) {
    const check = checkUploadFile(
      { name: file.name, type: file.type, size: file.size },
      { allowedTypes: SHAREABLE_TYPES },
    )
    if (check.valid) accepted.push(file)
    else refused.push({ name: file.name, reasons: check.errors })
  }
  return { accepted, refused }
}
