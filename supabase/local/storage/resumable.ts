import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { FileStore } from '@tus/file-store'
import { Server as TusServer } from '@tus/server'
import type { Upload } from '@tus/utils'
import { type Context, Hono } from 'hono'
import { MAX_UPLOAD_BYTES } from '../config.ts'
import { type Caller, type HonoEnv, runAs, type ServerState } from '../context.ts'
import { HttpError } from '../http-error.ts'
import { isPgError } from '../rest/errors.ts'
import { bucketLimits, checkAgainstBucket, checkContent } from './bucket-rules.ts'
import { storageError } from './errors.ts'
import { checkBucketId, checkObjectName, objectPath } from './files.ts'

/**
 * Supabase Storage's resumable uploads (the TUS 1.0.0 protocol at `/storage/v1/upload/resumable`, as
 * `tus-js-client` speaks it): POST creates an upload from its `Upload-Metadata` (bucketName,
 * objectName, contentType, cacheControl) and `x-upsert`; HEAD answers the offset; PATCH appends at
 * exactly that offset (409 otherwise); DELETE abandons it. The object appears only when the last byte
 * has arrived, under the same bucket limits and RLS as a plain upload: the permission is tried at
 * creation (a rolled-back insert as the caller) and the row is written as the caller at the end.
 * Unfinished uploads expire (`Upload-Expires`, 24 hours by default as on hosted Supabase) and are
 * swept on later creations.
 */
export const RESUMABLE_PATH = '/storage/v1/upload/resumable'
/** What a browser's TUS client must read from another origin's answers. */
export const RESUMABLE_EXPOSED_HEADERS = [
  'Location',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Extension',
  'Tus-Max-Size',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Metadata',
  'Upload-Expires',
] as const
export const DEFAULT_RESUMABLE_EXPIRY_MS = 24 * 3600 * 1000
const SWEEP_EVERY_MS = 60_000
/** `@tus/server`'s own ids: 16 random bytes in hex. Anything else never reaches the file store. */
const UPLOAD_ID = /^[0-9a-f]{32}$/

type TusFailure = { status_code: number; body: string }
type Target = { bucket: string; name: string; contentType: string; cacheControl: string }

/** Thrown inside the permission check so its transaction rolls back after the insert succeeded. */
class RolledBack extends Error {}

const failure = (status: number, error: string, message: string): TusFailure => ({
  status_code: status,
  body: JSON.stringify({ statusCode: String(status), error, message }),
})

/** Storage's own errors carry their real status in the body (storage-js reads it there). */
function asTusFailure(error: unknown): TusFailure | null {
  if (error instanceof HttpError) {
    const status = Number(error.body.statusCode ?? error.status)
    return failure(status, String(error.body.error ?? 'Error'), error.message)
  }
  if (isPgError(error)) {
    if (error.code === '23505') return failure(409, 'Duplicate', 'The resource already exists')
    if (error.code === '42501')
      return failure(403, 'Unauthorized', 'new row violates row-level security policy')
    return failure(400, 'InvalidRequest', error.message)
  }
  return null
}

function targetOf(upload: Upload): Target {
  const metadata = upload.metadata ?? {}
  const bucket = metadata.bucketName ?? ''
  const name = metadata.objectName ?? ''
  if (!bucket || !name)
    throw storageError(400, 'InvalidRequest', 'Upload-Metadata needs bucketName and objectName')
  return {
    bucket: checkBucketId(bucket),
    name: checkObjectName(name),
    contentType: metadata.contentType || 'application/octet-stream',
    cacheControl: metadata.cacheControl ? `max-age=${metadata.cacheControl}` : 'max-age=3600',
  }
}

const ownerOf = (caller: Caller): string => caller.claims.sub ?? ''

async function headOf(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r')
  try {
    const head = new Uint8Array(16)
    const { bytesRead } = await file.read(head, 0, head.length, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await file.close()
  }
}

async function md5Of(path: string): Promise<string> {
  const hash = createHash('md5')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return `"${hash.digest('hex')}"`
}

export function resumableRoutes(state: ServerState): Hono<HonoEnv> {
  const directory = join(dirname(state.storageDir), 'resumable-uploads')
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: state.resumableUploadExpiryMs })
  // @tus/server hands its hooks the Request it was given: the verified caller travels beside it.
  const callers = new WeakMap<Request, Caller>()
  const callerOf = (req: Request): Caller => {
    const caller = callers.get(req)
    if (!caller) throw failure(401, 'Unauthorized', 'No caller')
    return caller
  }
  const storedUpload = (id: string) => store.getUpload(id)

  /** The insert the finished upload will make, tried now as the caller and rolled back. */
  async function tryInsert(caller: Caller, target: Target, upsert: boolean): Promise<void> {
    await runAs(state.db, caller, { method: 'POST', path: RESUMABLE_PATH }, async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
         values ($1::text, $2::text, $3::text::uuid, $3::text, '{}'::jsonb)
         ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata' : ''}`,
        [target.bucket, target.name, caller.claims.sub ?? null],
      )
      throw new RolledBack()
    }).catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error
    })
  }

  async function discard(id: string): Promise<void> {
    await rm(join(directory, id), { force: true })
    await store.configstore.delete(id).catch(() => undefined)
  }

  async function finish(req: Request, upload: Upload): Promise<void> {
    const caller = callerOf(req)
    const target = targetOf(upload)
    const partial = join(directory, upload.id)
    const bucket = await bucketLimits(state.db, target.bucket)
    checkAgainstBucket(bucket, upload.offset, target.contentType)
    checkContent(await headOf(partial), target.contentType)
    const metadata = {
      eTag: await md5Of(partial),
      size: upload.offset,
      mimetype: target.contentType,
      cacheControl: target.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: upload.offset,
      httpStatusCode: 200,
    }
    const upsert = upload.metadata?.upsert === 'true'
    await runAs(state.db, caller, { method: 'PATCH', path: RESUMABLE_PATH }, async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
         values ($1::text, $2::text, $3::text::uuid, $3::text, $4::text::jsonb)
         ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now(), owner = excluded.owner, owner_id = excluded.owner_id' : ''}`,
        [target.bucket, target.name, caller.claims.sub ?? null, JSON.stringify(metadata)],
      )
      // Inside the transaction: a failed move rolls the row back.
      const destination = objectPath(state.storageDir, target.bucket, target.name)
      await mkdir(dirname(destination), { recursive: true })
      await rename(partial, destination)
    })
    await store.configstore.delete(upload.id)
  }

  const tus = new TusServer({
    path: RESUMABLE_PATH,
    datastore: store,
    // The bucket's own limit is checked at creation and at the end; this is the server-wide ceiling.
    maxSize: MAX_UPLOAD_BYTES,
    getFileIdFromRequest: (_req, lastPath) => (lastPath && UPLOAD_ID.test(lastPath) ? lastPath : undefined),
    async onIncomingRequest(req, id) {
      const caller = callerOf(req)
      if (req.method === 'POST') return
      const upload = await storedUpload(id)
      // An upload id is a capability of the member who created it, whoever learns it.
      if (upload.metadata?.owner !== ownerOf(caller)) {
        throw failure(403, 'Unauthorized', 'This upload belongs to someone else')
      }
    },
    async onUploadCreate(req, upload) {
      const caller = callerOf(req)
      const target = targetOf(upload)
      checkAgainstBucket(await bucketLimits(state.db, target.bucket), upload.size ?? null, target.contentType)
      const upsert = req.headers.get('x-upsert') === 'true'
      await tryInsert(caller, target, upsert)
      return {
        metadata: {
          bucketName: target.bucket,
          objectName: target.name,
          contentType: target.contentType,
          cacheControl: upload.metadata?.cacheControl ?? null,
          owner: ownerOf(caller),
          upsert: String(upsert),
        },
      }
    },
    async onUploadFinish(req, upload) {
      try {
        await finish(req, upload)
      } catch (error) {
        // A refused file leaves nothing behind: neither the object nor the bytes received.
        await discard(upload.id)
        throw error
      }
      return {}
    },
    onResponseError(_req, error) {
      const mapped = asTusFailure(error)
      if (mapped) return mapped
      if (!(error instanceof Error) && error.status_code < 500) {
        // Our hooks' refusals are JSON already; @tus/server's own (409 offset, 410 gone…) are text.
        if (error.body.startsWith('{')) return error
        return failure(error.status_code, 'ResumableUpload', error.body.trim())
      }
      state.log.error(`resumable upload: ${error instanceof Error ? error.message : error.body}`)
      return failure(500, 'internal', 'Internal error')
    },
  })

  let lastSweep = 0
  function sweepExpired(): void {
    const now = Date.now()
    if (now - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = now
    tus.cleanUpExpiredUploads().catch((error: unknown) => {
      state.log.warn(`resumable upload sweep: ${error instanceof Error ? error.message : String(error)}`)
    })
  }

  const handle = (c: Context<HonoEnv>) => {
    callers.set(c.req.raw, c.get('caller'))
    if (c.req.method === 'POST') sweepExpired()
    return tus.handleWeb(c.req.raw)
  }
  const app = new Hono<HonoEnv>()
  app.on(['POST', 'OPTIONS'], '/', handle)
  app.on(['PATCH', 'DELETE', 'OPTIONS'], '/:id', handle)
  // Hono routes HEAD through GET handlers; a GET of a partial upload is not part of Supabase's API.
  app.get('/:id', (c) => {
    if (c.req.raw.method !== 'HEAD') throw storageError(404, 'not_found', 'Route not found')
    return handle(c)
  })
  return app
}
