import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import type { HonoEnv } from '../context.ts'
import type { Tx } from '../db.ts'
import { contentTypeFor } from '../static-files.ts'
import { type BucketLimits, checkAgainstBucket as checkBucketLimits, checkContent } from './bucket-rules.ts'
import { STORAGE_ERRORS } from './errors.ts'
import { etag, objectPath, writeObject } from './files.ts'
import type { StorageKit } from './kit.ts'

export interface IncomingFile {
  bytes: Uint8Array
  mimetype: string
  cacheControl: string
  userMetadata: Record<string, unknown> | null
}

function parseUserMetadata(raw: string, base64: boolean): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(base64 ? Buffer.from(raw, 'base64').toString('utf8') : raw)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>
  } catch {
    // falls through
  }
  throw STORAGE_ERRORS.invalidRequest('Invalid metadata: expected a JSON object')
}

/** The file of an upload (multipart with one file field, or the raw body) and its options. */
export async function receiveFile(c: Context<HonoEnv>, name: string): Promise<IncomingFile> {
  const mimetype = c.req.header('content-type') ?? 'application/octet-stream'
  let cacheControl = c.req.header('cache-control') ?? 'max-age=3600'
  const metadataHeader = c.req.header('x-metadata')
  let userMetadata = metadataHeader === undefined ? null : parseUserMetadata(metadataHeader, true)
  if (mimetype.startsWith('multipart/form-data')) {
    const form = await c.req.formData().catch(() => {
      throw STORAGE_ERRORS.invalidRequest('Malformed multipart body')
    })
    const file = [...form.values()].find((value): value is File => typeof value !== 'string')
    if (!file) throw STORAGE_ERRORS.invalidRequest('No file in the multipart body')
    const field = form.get('cacheControl')
    if (typeof field === 'string') cacheControl = `max-age=${field}`
    const metadata = form.get('metadata') ?? form.get('userMetadata')
    if (typeof metadata === 'string') userMetadata = parseUserMetadata(metadata, false)
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimetype: file.type || contentTypeFor(name),
      cacheControl,
      userMetadata,
    }
  }
  return { bytes: new Uint8Array(await c.req.arrayBuffer()), mimetype, cacheControl, userMetadata }
}

/** The bucket's limits (size, allowed types) and this server's check of the bytes against the type. */
export function checkAgainstBucket(kit: StorageKit, bucket: BucketLimits, file: IncomingFile): void {
  checkBucketLimits(bucket, file.bytes.byteLength, file.mimetype)
  // Not a hosted Supabase check: defence in depth locally. What holds on hosted is the
  // type-matches-name storage policy of the migrations.
  if (kit.state.storageChecksContent) checkContent(file.bytes, file.mimetype)
}

export function objectMetadata(file: IncomingFile) {
  return {
    eTag: etag(file.bytes),
    size: file.bytes.byteLength,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.byteLength,
    httpStatusCode: 200,
  }
}

/**
 * Inserts (or with `upsert` replaces) the row and writes the file inside the same transaction, so a
 * failed write leaves no row and a refused row leaves no file.
 */
export async function storeObject(
  kit: StorageKit,
  tx: Tx,
  target: { bucket: string; name: string; owner: string | null; upsert: boolean },
  file: IncomingFile,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1::text, $2::text, $3::text::uuid, $3::text, $4::text::jsonb, $5::text::jsonb, $6::text)
     ${
       target.upsert
         ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata,
             user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now(),
             owner = excluded.owner, owner_id = excluded.owner_id`
         : ''
     }
     returning id::text as id`,
    [
      target.bucket,
      target.name,
      target.owner,
      JSON.stringify(objectMetadata(file)),
      file.userMetadata === null ? null : JSON.stringify(file.userMetadata),
      randomUUID(),
    ],
  )
  await writeObject(objectPath(kit.state.storageDir, target.bucket, target.name), file.bytes)
  return row?.id ?? ''
}
