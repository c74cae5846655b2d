/**
 * The storage bucket of members' captures (quick-add photos, voice memos): the one statement of its
 * limits. The migration that defines the bucket (20261203000100_private_capture_files.sql) sets the same
 * values, and tests/backend/security/private-captures.test.ts fails when the two differ, so what the
 * app accepts at capture time is exactly what storage accepts later.
 */
export const CAPTURE_BUCKET = {
  id: 'quickadd-photos',
  /** Private: files are read by their owner or through a signed URL. */
  public: false,
  /** 25 MiB, the speech-to-text provider's limit, so every memo stored can be transcribed. */
  fileSizeLimit: 26_214_400,
  allowedMimeTypes: [
    'image/jpeg',
    'image/png',
    'image/webp',
    'image/heic',
    'audio/webm',
    'audio/mp4',
    'audio/mpeg',
    'audio/ogg',
  ],
} as const

export type CaptureMimeType = (typeof CAPTURE_BUCKET.allowedMimeTypes)[number]

/** The media type without parameters, lower case ('audio/webm;codecs=opus' → 'audio/webm'). */
export const baseMediaType = (contentType: string): string =>
  (contentType.split(';')[0] ?? '').trim().toLowerCase()

export type CaptureFileRefusal =
  | { kind: 'too-large'; size: number; limit: number }
  | { kind: 'type'; type: string }

/** Why the bucket would refuse this file, or null when it fits. */
export function captureFileRefusal(size: number, contentType: string): CaptureFileRefusal | null {
  const type = baseMediaType(contentType)
  if (!(CAPTURE_BUCKET.allowedMimeTypes as readonly string[]).includes(type)) return { kind: 'type', type }
  if (size > CAPTURE_BUCKET.fileSizeLimit)
    return { kind: 'too-large', size, limit: CAPTURE_BUCKET.fileSizeLimit }
  return null
}

/**
 * A content-addressed object name: the SHA-256 of the bytes (hex) in the member's folder. A retried
 * upload names the same object, two devices never collide, and an object already there under this
 * name holds these very bytes (so storage's 409 means "already uploaded").
 */
export const CONTENT_ADDRESSED_NAME = /^[^/]+\/[0-9a-f]{64}\.[a-z0-9]+$/

export const isContentAddressed = (path: string): boolean => CONTENT_ADDRESSED_NAME.test(path)
