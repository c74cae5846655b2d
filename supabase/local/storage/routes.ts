import { type Context, Hono } from 'hono'
import { type HonoEnv, runAs, type ServerState } from '../context.ts'
import type { Tx } from '../db.ts'
import { HttpError } from '../http-error.ts'
import { isPgError } from '../rest/errors.ts'
import { contentTypeFor } from '../static-files.ts'
import {
  checkBucketId,
  checkObjectName,
  etag,
  objectPath,
  readObject,
  removeObject,
  storageError,
  writeObject,
} from './files.ts'
import { listObjects } from './list.ts'
import { resumableRoutes } from './resumable.ts'
import { encodeObjectPath, signedUrlAllows, signObjectUrl } from './signed-urls.ts'
import { contentMatchesType } from './sniff.ts'

interface Bucket {
  id: string
  public: boolean
  file_size_limit: string | null
  allowed_mime_types: string[] | null
}

function sqlToStorage(error: unknown): unknown {
  if (!isPgError(error)) return error
  if (error.code === '23505') return storageError(409, 'Duplicate', 'The resource already exists')
  if (error.code === '42501')
    return storageError(403, 'Unauthorized', 'new row violates row-level security policy')
  if (error.code === '23503') return storageError(404, 'Bucket not found', 'Bucket not found')
  return storageError(400, 'InvalidRequest', error.message)
}

/** `/object/<bucket>/<name…>` after the given prefix. */
function bucketAndName(c: Context<HonoEnv>, prefix: string): { bucket: string; name: string } {
  const rest = decodeURIComponent(c.req.path.slice(c.req.path.indexOf(prefix) + prefix.length))
  const slash = rest.indexOf('/')
  if (slash < 0) throw storageError(400, 'InvalidKey', 'The object name is missing')
  return { bucket: checkBucketId(rest.slice(0, slash)), name: checkObjectName(rest.slice(slash + 1)) }
}

export function storageRoutes(state: ServerState): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>()
  const as = <T>(c: Context<HonoEnv>, fn: (tx: Tx) => Promise<T>) =>
    runAs(state.db, c.get('caller'), { method: c.req.method, path: c.req.path }, fn).catch(
      (error: unknown) => {
        throw sqlToStorage(error)
      },
    )

  async function bucket(id: string): Promise<Bucket> {
    const [row] = await state.db.transaction((tx) =>
      tx.query<Bucket>(
        `select id, coalesce(public, false) as public, file_size_limit::text as file_size_limit,
                allowed_mime_types from storage.buckets where id = $1::text`,
        [id],
      ),
    )
    if (!row) throw storageError(404, 'Bucket not found', 'Bucket not found')
    return row
  }

  async function upload(c: Context<HonoEnv>, upsert: boolean) {
    const { bucket: bucketId, name } = bucketAndName(c, '/object/')
    const target = await bucket(bucketId)
    let bytes: Uint8Array
    let mimetype = c.req.header('content-type') ?? 'application/octet-stream'
    let cacheControl = c.req.header('cache-control') ?? 'max-age=3600'
    if (mimetype.startsWith('multipart/form-data')) {
      const form = await c.req.formData().catch(() => {
        throw storageError(400, 'InvalidRequest', 'Malformed multipart body')
      })
      const file = [...form.values()].find((value): value is File => typeof value !== 'string')
      if (!file) throw storageError(400, 'InvalidRequest', 'No file in the multipart body')
      bytes = new Uint8Array(await file.arrayBuffer())
      mimetype = file.type || contentTypeFor(name)
      const field = form.get('cacheControl')
      if (typeof field === 'string') cacheControl = `max-age=${field}`
    } else {
      bytes = new Uint8Array(await c.req.arrayBuffer())
    }
    if (target.file_size_limit !== null && bytes.byteLength > Number(target.file_size_limit)) {
      throw storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size')
    }
    const baseType = mimetype.split(';')[0]?.trim() ?? ''
    if (
      target.allowed_mime_types?.length &&
      !target.allowed_mime_types.some((allowed) => mimeMatches(allowed, baseType))
    ) {
      throw storageError(415, 'invalid_mime_type', `mime type ${baseType} is not supported`)
    }
    if (!contentMatchesType(bytes, baseType)) {
      throw storageError(415, 'invalid_mime_type', `The content is not ${baseType}`)
    }
    const metadata = {
      eTag: etag(bytes),
      size: bytes.byteLength,
      mimetype,
      cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: bytes.byteLength,
      httpStatusCode: 200,
    }
    const owner = c.get('caller').claims.sub ?? null
    const id = await as(c, async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
         values ($1::text, $2::text, $3::text::uuid, $3::text, $4::text::jsonb)
         ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now(), owner = excluded.owner, owner_id = excluded.owner_id' : ''}
         returning id::text as id`,
        [bucketId, name, owner, JSON.stringify(metadata)],
      )
      // Written inside the transaction: a failed write rolls the row back.
      await writeObject(objectPath(state.storageDir, bucketId, name), bytes)
      return row?.id
    })
    return c.json({ Key: `${bucketId}/${name}`, Id: id })
  }

  /** 'public' needs a public bucket, 'signed' a verified signed URL, 'caller' the caller's RLS. */
  async function download(
    c: Context<HonoEnv>,
    bucketId: string,
    name: string,
    access: 'public' | 'signed' | 'caller',
  ) {
    let meta: { mimetype?: string; cacheControl?: string } | undefined
    if (access !== 'caller') {
      const target = await bucket(bucketId)
      if (access === 'public' && !target.public) throw storageError(404, 'not_found', 'Object not found')
      const [row] = await state.db.transaction((tx) =>
        tx.query<{ metadata: string }>(
          'select metadata::text as metadata from storage.objects where bucket_id = $1::text and name = $2::text',
          [bucketId, name],
        ),
      )
      meta = row ? JSON.parse(row.metadata ?? '{}') : undefined
    } else {
      const [row] = await as(c, (tx) =>
        tx.query<{ metadata: string }>(
          'select metadata::text as metadata from storage.objects where bucket_id = $1::text and name = $2::text',
          [bucketId, name],
        ),
      )
      meta = row ? JSON.parse(row.metadata ?? '{}') : undefined
    }
    if (!meta) throw storageError(404, 'not_found', 'Object not found')
    const bytes = await readObject(objectPath(state.storageDir, bucketId, name)).catch(() => {
      throw storageError(404, 'not_found', 'Object not found')
    })
    const attachment = c.req.query('download')
    return new Response(bytes, {
      headers: {
        'Content-Type': meta.mimetype ?? contentTypeFor(name),
        'Cache-Control': meta.cacheControl ?? 'no-cache',
        'Content-Length': String(bytes.byteLength),
        ...(attachment === undefined
          ? {}
          : {
              'Content-Disposition': `attachment; filename="${(attachment || name.split('/').at(-1) || 'download').replace(/["\\\r\n]/g, '_')}"`,
            }),
      },
    })
  }

  app.post('/object/list/:bucket', async (c) => {
    const bucketId = checkBucketId(c.req.param('bucket'))
    await bucket(bucketId)
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
    return c.json(await as(c, (tx) => listObjects(tx, bucketId, body)))
  })
  app.get('/object/public/*', (c) => {
    const { bucket: b, name } = bucketAndName(c, '/object/public/')
    return download(c, b, name, 'public')
  })
  app.get('/object/authenticated/*', (c) => {
    const { bucket: b, name } = bucketAndName(c, '/object/authenticated/')
    return download(c, b, name, 'caller')
  })
  app.post('/object/sign/*', async (c) => {
    const { bucket: b, name } = bucketAndName(c, '/object/sign/')
    const body = (await c.req.json().catch(() => ({}))) as { expiresIn?: unknown }
    const expiresIn = Number(body.expiresIn)
    if (!Number.isInteger(expiresIn) || expiresIn < 1) {
      throw storageError(400, 'InvalidRequest', 'expiresIn must be a positive number of seconds')
    }
    // Only an object the caller may read can be signed (RLS decides, as on Supabase).
    const [row] = await as(c, (tx) =>
      tx.query('select 1 from storage.objects where bucket_id = $1::text and name = $2::text', [b, name]),
    )
    if (!row) throw storageError(404, 'not_found', 'Object not found')
    const token = await signObjectUrl(b, name, expiresIn, state.jwtSecret)
    return c.json({ signedURL: `/object/sign/${b}/${encodeObjectPath(name)}?token=${token}` })
  })
  app.get('/object/sign/*', async (c) => {
    const { bucket: b, name } = bucketAndName(c, '/object/sign/')
    if (!(await signedUrlAllows(c.req.query('token') ?? '', b, name, state.jwtSecret))) {
      throw storageError(400, 'InvalidJWT', 'The signed URL is invalid or has expired')
    }
    return download(c, b, name, 'signed')
  })
  app.post('/object/*', (c) => upload(c, c.req.header('x-upsert') === 'true'))
  app.put('/object/*', (c) => upload(c, true))
  app.get('/object/*', (c) => {
    const { bucket: b, name } = bucketAndName(c, '/object/')
    return download(c, b, name, 'caller')
  })
  app.delete('/object/:bucket', async (c) => {
    const bucketId = checkBucketId(c.req.param('bucket'))
    const body = (await c.req.json().catch(() => ({}))) as { prefixes?: unknown }
    const names = Array.isArray(body.prefixes)
      ? body.prefixes.filter((p): p is string => typeof p === 'string')
      : []
    names.forEach(checkObjectName)
    const removed = await as(c, (tx) =>
      tx.query<{ name: string; row: string }>(
        `delete from storage.objects o where o.bucket_id = $1::text
           and o.name in (select json_array_elements_text($2::text::json))
         returning o.name, json_build_object('bucket_id', o.bucket_id, 'name', o.name, 'id', o.id,
           'owner', o.owner, 'metadata', o.metadata, 'created_at', o.created_at, 'updated_at', o.updated_at)::text as row`,
        [bucketId, JSON.stringify(names)],
      ),
    )
    for (const row of removed) await removeObject(objectPath(state.storageDir, bucketId, row.name))
    return c.body(`[${removed.map((row) => row.row).join(',')}]`, 200, { 'Content-Type': 'application/json' })
  })

  app.get('/bucket', async (c) => {
    const rows = await as(c, (tx) =>
      tx.query<{ body: string }>(`select coalesce(json_agg(b), '[]')::text as body from storage.buckets b`),
    )
    return c.body(rows[0]?.body ?? '[]', 200, { 'Content-Type': 'application/json' })
  })
  app.post('/bucket', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
    const id = checkBucketId(String(body.id ?? body.name ?? ''))
    await as(c, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
         values ($1::text, $1::text, $2::text::boolean, $3::text::bigint,
           (select array_agg(x) from json_array_elements_text($4::text::json) x))`,
        [
          id,
          String(body.public === true),
          body.file_size_limit == null ? null : String(body.file_size_limit),
          JSON.stringify(body.allowed_mime_types ?? []),
        ],
      ),
    )
    return c.json({ name: id })
  })

  app.route('/upload/resumable', resumableRoutes(state))
  app.all('*', () => {
    throw storageError(404, 'not_found', 'Route not found')
  })
  app.onError((error) => {
    const http = error instanceof HttpError ? error : sqlToStorage(error)
    if (http instanceof HttpError) {
      return new Response(JSON.stringify(http.body), {
        status: http.status,
        headers: { 'Content-Type': 'application/json' },
      })
    }
    state.log.error(`storage: ${error instanceof Error ? error.message : error}`)
    return new Response(JSON.stringify({ statusCode: '500', error: 'internal', message: 'Internal error' }), {
      status: 500,
    })
  })
  return app
}

function mimeMatches(allowed: string, actual: string): boolean {
  return allowed.endsWith('/*') ? actual.startsWith(allowed.slice(0, -1)) : allowed === actual
}
