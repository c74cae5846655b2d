import type { Db } from '../db.ts'
import { STORAGE_ERRORS } from './errors.ts'
import { contentMatchesType } from './sniff.ts'

export interface BucketLimits {
  id: string
  public: boolean
  file_size_limit: string | null
  allowed_mime_types: string[] | null
}

/** Buckets are read as superuser, as Supabase's storage server does: RLS guards the objects only. */
export async function bucketLimits(db: Db, id: string): Promise<BucketLimits> {
  const [row] = await db.transaction((tx) =>
    tx.query<BucketLimits>(
      `select id, coalesce(public, false) as public, file_size_limit::text as file_size_limit,
              allowed_mime_types from storage.buckets where id = $1::text`,
      [id],
    ),
  )
  if (!row) throw STORAGE_ERRORS.noSuchBucket()
  return row
}

export const baseMediaType = (mimetype: string): string => mimetype.split(';')[0]?.trim() ?? ''

/** An upload of `size` bytes (null: not known yet) and `mimetype` that the bucket accepts, or its 413/415. */
export function checkAgainstBucket(bucket: BucketLimits, size: number | null, mimetype: string): void {
  if (size !== null && bucket.file_size_limit !== null && size > Number(bucket.file_size_limit)) {
    throw STORAGE_ERRORS.entityTooLarge()
  }
  const base = baseMediaType(mimetype)
  if (
    bucket.allowed_mime_types?.length &&
    !bucket.allowed_mime_types.some((allowed) => mimeMatches(allowed, base))
  ) {
    throw STORAGE_ERRORS.invalidMimeType(base)
  }
}

/** The first bytes of a file must not contradict its declared type (a script sent as image/png). */
export function checkContent(head: Uint8Array, mimetype: string): void {
  const base = baseMediaType(mimetype)
  if (!contentMatchesType(head, base)) {
    throw STORAGE_ERRORS.invalidMimeType(base)
  }
}

function mimeMatches(allowed: string, actual: string): boolean {
  return allowed.endsWith('/*') ? actual.startsWith(allowed.slice(0, -1)) : allowed === actual
}
