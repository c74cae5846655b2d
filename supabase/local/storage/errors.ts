import { HttpError } from '../http-error.ts'
import { isPgError } from '../rest/errors.ts'

/**
 * Supabase Storage's error answer: HTTP 400 (500 for its own failures) with the real status as a string
 * in the body, `{ statusCode, code, error, message }` (storage's internal/errors/codes.ts).
 */
export function storageError(statusCode: number, code: string, message: string, error = code) {
  return new HttpError(statusCode >= 500 ? 500 : 400, {
    statusCode: String(statusCode),
    code,
    error,
    message,
  })
}

export const STORAGE_ERRORS = {
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => storageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  alreadyExists: () => storageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => storageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty'),
  entityTooLarge: () =>
    storageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (type: string) =>
    storageError(415, 'InvalidMimeType', `mime type ${type} is not supported`, 'invalid_mime_type'),
  rls: () => storageError(403, 'AccessDenied', 'new row violates row-level security policy', 'Unauthorized'),
  invalidJwt: (message = 'Invalid JWT') => storageError(400, 'InvalidJWT', message),
  invalidSignature: () => storageError(400, 'InvalidSignature', 'Invalid signature'),
  missingParameter: (name: string) =>
    storageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', message),
  noContent: () => storageError(400, 'InvalidRequest', 'No content provided'),
  invalidFileSizeLimit: () =>
    storageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
} as const

/** PostgreSQL errors a caller can cause, as Storage answers them. */
export function sqlToStorage(error: unknown): unknown {
  if (!isPgError(error)) return error
  if (error.code === '23505') return STORAGE_ERRORS.alreadyExists()
  if (error.code === '42501') return STORAGE_ERRORS.rls()
  if (error.code === '23503') return STORAGE_ERRORS.noSuchBucket()
  return storageError(400, 'InvalidRequest', error.message)
}
