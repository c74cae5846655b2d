/**
 * A forged media type (an HTML page or a script sent as `image/png`) is refused by the server,
 * not only by the page. A declared type with a known file signature must start with it; types without
 * one (SVG, text) are left to the bucket's list of allowed types.
 */
type Signature = { at: number; bytes: readonly number[] }

const ascii = (text: string, at = 0): Signature => ({ at, bytes: [...text].map((c) => c.charCodeAt(0)) })
const ISO_MEDIA = [ascii('ftyp', 4)]
const WEBM = [{ at: 0, bytes: [0x1a, 0x45, 0xdf, 0xa3] }]

/** Any one signature in a list suffices; a RIFF file names its kind at byte 8. */
const SIGNATURES: Record<string, readonly Signature[][]> = {
  'image/jpeg': [[{ at: 0, bytes: [0xff, 0xd8, 0xff] }]],
  'image/png': [[{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }]],
  'image/gif': [[ascii('GIF87a')], [ascii('GIF89a')]],
  'image/webp': [[ascii('RIFF'), ascii('WEBP', 8)]],
  'image/heic': [ISO_MEDIA],
  'image/heif': [ISO_MEDIA],
  'image/x-icon': [[{ at: 0, bytes: [0x00, 0x00, 0x01, 0x00] }]],
  'audio/webm': [WEBM],
  'video/webm': [WEBM],
  'audio/mp4': [ISO_MEDIA],
  'audio/x-m4a': [ISO_MEDIA],
  'video/mp4': [ISO_MEDIA],
  'video/quicktime': [ISO_MEDIA],
  'audio/ogg': [[ascii('OggS')]],
  'audio/wav': [[ascii('RIFF'), ascii('WAVE', 8)]],
  'audio/mpeg': [[ascii('ID3')], [{ at: 0, bytes: [0xff] }]],
  'application/pdf': [[ascii('%PDF-')]],
}

const matches = (bytes: Uint8Array, signature: Signature) =>
  signature.bytes.every((byte, i) => bytes[signature.at + i] === byte)

/** False when the bytes contradict the declared type; true when they match or the type has no signature. */
export function contentMatchesType(bytes: Uint8Array, mediaType: string): boolean {
  const options = SIGNATURES[mediaType.toLowerCase()]
  if (!options) return true
  return options.some((all) => all.every((signature) => matches(bytes, signature)))
}
