/**
 * File-upload check of spec 000 §5. The spec blocks extensions, double extensions and system file
 * names; the allowed types and the size limit are not printed, so they are chosen here for what the
 * product uploads: photos (quick capture, media library), voice notes (webm), short videos and
 * everyday documents. 50 MB is Supabase Storage's default per-file limit, so a larger file would
 * fail on the server anyway.
 */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024

export const ALLOWED_UPLOAD_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
  'audio/webm',
  'audio/ogg',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/wav',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'application/pdf',
  'text/plain',
  'text/csv',
  'text/markdown',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]

export const UPLOAD_MESSAGES = {
  type: 'File type not allowed',
  size: 'File size too large',
  name: 'Invalid file name',
  basic: 'File failed basic validation',
} as const

export const BLOCKED_EXTENSIONS: readonly string[] = [
  'exe',
  'bat',
  'cmd',
  'scr',
  'pif',
  'vbs',
  'js',
  'jar',
  'com',
]
export const BLOCKED_FILE_NAMES: readonly string[] = [
  'autorun.inf',
  'desktop.ini',
  'thumbs.db',
  '.htaccess',
  '.htpasswd',
]

/**
 * A double extension is a name whose second-to-last part is itself a file type ('invoice.pdf.exe',
 * 'photo.jpg.html'); 'report.v2.pdf' and 'Q3.final.docx' are ordinary names.
 */
const KNOWN_EXTENSIONS: ReadonlySet<string> = new Set([
  ...BLOCKED_EXTENSIONS,
  ...['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'md', 'rtf', 'zip', 'rar', '7z'],
  ...['jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'svg', 'bmp', 'tif', 'tiff'],
  ...['mp3', 'mp4', 'm4a', 'wav', 'ogg', 'webm', 'mov', 'avi'],
  ...['html', 'htm', 'php', 'asp', 'aspx', 'jsp', 'sh', 'ps1', 'py', 'msi', 'dll', 'hta', 'lnk'],
])

const MAX_NAME_LENGTH = 255
// Path separators, control characters and characters Windows forbids in names.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const UNSAFE_NAME_CHARACTERS = /[/\\\u0000-\u001f<>:"|?*]/

export interface UploadCandidate {
  name: string
  type: string
  size: number
}

export interface UploadOptions {
  allowedTypes?: readonly string[]
  maxBytes?: number
}

export interface UploadCheck {
  valid: boolean
  errors: string[]
}

function isSuspiciousName(name: string): boolean {
  return (
    name.trim() === '' ||
    name.length > MAX_NAME_LENGTH ||
    name.includes('..') ||
    UNSAFE_NAME_CHARACTERS.test(name) ||
    name !== name.trim()
  )
}

/** Blocked extension, double extension or blocked system name. */
function failsBasicValidation(name: string): boolean {
  const lower = name.toLowerCase()
  if (BLOCKED_FILE_NAMES.includes(lower)) return true
  const parts = lower.split('.')
  const extension = parts.length > 1 ? parts.at(-1) : undefined
  if (extension !== undefined && BLOCKED_EXTENSIONS.includes(extension)) return true
  const inner = parts.length > 2 ? parts.at(-2) : undefined
  return inner !== undefined && KNOWN_EXTENSIONS.has(inner)
}

export function checkUploadFile(file: UploadCandidate, options: UploadOptions = {}): UploadCheck {
  const allowedTypes = options.allowedTypes ?? ALLOWED_UPLOAD_TYPES
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES
  const errors: string[] = []
  // Browsers add parameters ('audio/webm;codecs=opus'); the media type alone decides.
  const mediaType = file.type.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!allowedTypes.includes(mediaType)) errors.push(UPLOAD_MESSAGES.type)
  if (file.size > maxBytes) errors.push(UPLOAD_MESSAGES.size)
  if (isSuspiciousName(file.name)) errors.push(UPLOAD_MESSAGES.name)
  if (failsBasicValidation(file.name)) errors.push(UPLOAD_MESSAGES.basic)
  return { valid: errors.length === 0, errors }
}
