import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Hono } from 'hono'
import type { HonoEnv } from '../context.ts'
import { STORAGE_ERRORS } from './errors.ts'
import { checkBucketId, objectPath, removeObject } from './files.ts'
import { isoTime, jsonBody, jsonResponse, type StorageKit } from './kit.ts'

const BUCKET_JSON = `json_build_object('id', b.id, 'name', b.name, 'owner', b.owner, 'public', coalesce(b.public, false),
  'file_size_limit', b.file_size_limit, 'allowed_mime_types', b.allowed_mime_types,
  'created_at', ${isoTime('b.created_at')}, 'updated_at', ${isoTime('b.updated_at')})`

const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'] as const

/** Storage's limits.ts: '20mb' is 20,000,000 bytes (decimal units), a number is bytes. */
export function parseFileSizeLimit(value: unknown): string | null | undefined {
  if (value === undefined) return undefined
  if (value === null) return null
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw STORAGE_ERRORS.invalidFileSizeLimit()
    return String(value)
  }
  if (typeof value !== 'string') throw STORAGE_ERRORS.invalidFileSizeLimit()
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value)
  if (!match) throw STORAGE_ERRORS.invalidFileSizeLimit()
  const amount = Number(Number.parseFloat(match[1] as string).toPrecision(3))
  const unit = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[
    (match[2] as string).toLowerCase() as 'gb' | 'mb' | 'kb' | 'b'
  ]
  return String(Math.round(amount * unit))
}

function mimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined) return undefined
  if (value === null) return null
  if (!Array.isArray(value) || value.some((type) => typeof type !== 'string')) {
    throw STORAGE_ERRORS.invalidRequest('allowed_mime_types must be an array of strings')
  }
  const types = (value as string[]).filter((type) => type !== '')
  for (const type of types) {
    if (type.length > 1000 || !/^[a-z0-9.+*-]+\/[a-z0-9.+*-]+$/i.test(type))
      throw STORAGE_ERRORS.invalidMimeType(type)
  }
  return types
}

function publicFlag(value: unknown): boolean | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'boolean') throw STORAGE_ERRORS.invalidRequest('public must be a boolean')
  return value
}

/** /bucket: list, one by id, create, update, empty, delete. */
export function bucketRoutes(app: Hono<HonoEnv>, kit: StorageKit) {
  const { as } = kit

  app.get('/bucket', async (c) => {
    const limit = c.req.query('limit')
    const offset = c.req.query('offset')
    const column = c.req.query('sortColumn') ?? 'name'
    const order = c.req.query('sortOrder') ?? 'asc'
    if (!(SORT_COLUMNS as readonly string[]).includes(column) || (order !== 'asc' && order !== 'desc')) {
      throw STORAGE_ERRORS.invalidRequest('sortColumn or sortOrder is not supported')
    }
    if ((limit !== undefined && !/^\d+$/.test(limit)) || (offset !== undefined && !/^\d+$/.test(offset))) {
      throw STORAGE_ERRORS.invalidRequest('limit and offset must be whole numbers')
    }
    const rows = await as(c, (tx) =>
      tx.query<{ body: string }>(
        `select coalesce(json_agg(bucket order by n), '[]')::text as body from (
           select (${BUCKET_JSON}::jsonb || '{"type":"STANDARD"}')::json as bucket,
             row_number() over (order by b.${column} ${order}, b.id) as n
           from storage.buckets b where b.name ilike '%' || $1::text || '%'
           order by b.${column} ${order}, b.id limit $2::text::bigint offset $3::text::bigint) page`,
        [(c.req.query('search') ?? '').replace(/[\\%_]/g, '\\$&'), limit ?? null, offset ?? '0'],
      ),
    )
    return jsonResponse(rows[0]?.body ?? '[]')
  })

  app.get('/bucket/:id', async (c) => {
    const id = checkBucketId(c.req.param('id'))
    const [row] = await as(c, (tx) =>
      tx.query<{ body: string }>(
        `select ${BUCKET_JSON}::text as body from storage.buckets b where b.id = $1::text`,
        [id],
      ),
    )
    if (!row) throw STORAGE_ERRORS.noSuchBucket()
    return jsonResponse(row.body)
  })

  app.post('/bucket', async (c) => {
    const body = await jsonBody(c)
    const name = body.name ?? body.id
    if (typeof name !== 'string' || name === '') throw STORAGE_ERRORS.missingParameter('name')
    if (name.trim() !== name) throw STORAGE_ERRORS.invalidBucketName()
    const id = checkBucketId(typeof body.id === 'string' && body.id !== '' ? body.id : name)
    checkBucketId(name)
    if (body.type !== undefined && body.type !== 'STANDARD') {
      throw storageFeature(String(body.type))
    }
    const limit = parseFileSizeLimit(body.file_size_limit)
    const types = mimeTypes(body.allowed_mime_types)
    const owner = c.get('caller').claims.sub ?? null
    await as(c, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1::text, $2::text, $3::text::uuid, $3::text, $4::text::boolean, $5::text::bigint,
           (select array_agg(x) from json_array_elements_text($6::text::json) x))`,
        [
          id,
          name,
          owner,
          String(publicFlag(body.public) ?? false),
          limit ?? null,
          types ? JSON.stringify(types) : null,
        ],
      ),
    )
    return c.json({ name })
  })

  app.put('/bucket/:id', async (c) => {
    const id = checkBucketId(c.req.param('id'))
    const body = await jsonBody(c)
    const isPublic = publicFlag(body.public)
    const limit = parseFileSizeLimit(body.file_size_limit)
    const types = mimeTypes(body.allowed_mime_types)
    if (isPublic === undefined && limit === undefined && types === undefined) throw STORAGE_ERRORS.noContent()
    const updated = await as(c, (tx) =>
      tx.query(
        `update storage.buckets set
           public = case when $2::text is null then public else $2::text::boolean end,
           file_size_limit = case when $3::text = 'keep' then file_size_limit else $4::text::bigint end,
           allowed_mime_types = case when $5::text = 'keep' then allowed_mime_types
             else (select array_agg(x) from json_array_elements_text($6::text::json) x) end,
           updated_at = now()
         where id = $1::text returning id`,
        [
          id,
          isPublic === undefined ? null : String(isPublic),
          limit === undefined ? 'keep' : 'set',
          limit ?? null,
          types === undefined ? 'keep' : 'set',
          types ? JSON.stringify(types) : null,
        ],
      ),
    )
    if (updated.length === 0) throw STORAGE_ERRORS.noSuchBucket()
    return c.json({ message: 'Successfully updated' })
  })

  app.post('/bucket/:id/empty', async (c) => {
    const id = checkBucketId(c.req.param('id'))
    await kit.bucket(id)
    const removed = await as(c, (tx) =>
      tx.query<{ name: string }>('delete from storage.objects where bucket_id = $1::text returning name', [
        id,
      ]),
    )
    if (removed.length > 0)
      await removeFilesOf(
        kit,
        id,
        removed.map((row) => row.name),
      )
    return c.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' })
  })

  app.delete('/bucket/:id', async (c) => {
    const id = checkBucketId(c.req.param('id'))
    await kit.bucket(id)
    const [objects] = await kit.state.db.transaction((tx) =>
      tx.query<{ any: boolean }>(
        'select exists (select 1 from storage.objects where bucket_id = $1::text) as any',
        [id],
      ),
    )
    if (objects?.any) throw STORAGE_ERRORS.bucketNotEmpty()
    const deleted = await as(c, (tx) =>
      tx.query('delete from storage.buckets where id = $1::text returning id', [id]),
    )
    if (deleted.length === 0) throw STORAGE_ERRORS.noSuchBucket()
    await rm(join(kit.state.storageDir, id), { recursive: true, force: true })
    return c.json({ message: 'Successfully deleted' })
  })
}

const storageFeature = (type: string) =>
  STORAGE_ERRORS.invalidRequest(
    `Bucket type ${type} is not supported by this server (analytics and vector buckets)`,
  )

async function removeFilesOf(kit: StorageKit, bucket: string, names: string[]) {
  for (const name of names) await removeObject(objectPath(kit.state.storageDir, bucket, name))
}
