import type { Context, Hono } from 'hono'
import type { HonoEnv } from '../context.ts'
import type { Tx } from '../db.ts'
import { contentTypeFor } from '../static-files.ts'
import { STORAGE_ERRORS } from './errors.ts'
import {
  checkBucketId,
  checkObjectName,
  copyObjectFile,
  objectPath,
  readObject,
  removeObject,
} from './files.ts'
import { bucketAndName, isoTime, jsonBody, jsonResponse, type StorageKit } from './kit.ts'
import { listObjects, listObjectsV2 } from './list.ts'
import { checkAgainstBucket, receiveFile, storeObject } from './upload.ts'

/** Who may read: 'public' needs a public bucket, 'server' is already authorised (a signed URL), 'caller' is RLS. */
export type ReadAccess = 'public' | 'server' | 'caller'

export interface StoredObject {
  id: string
  name: string
  version: string | null
  bucket_id: string
  metadata: { mimetype?: string; cacheControl?: string; size?: number; eTag?: string; lastModified?: string }
  user_metadata: Record<string, unknown>
  created_at: string
  updated_at: string
}

export async function findObject(
  kit: StorageKit,
  c: Context<HonoEnv>,
  bucketId: string,
  name: string,
  access: ReadAccess,
): Promise<StoredObject> {
  const read = (tx: Tx) =>
    tx.query<{ body: string }>(
      `select json_build_object('id', o.id, 'name', o.name, 'version', o.version, 'bucket_id', o.bucket_id,
          'metadata', coalesce(o.metadata, '{}'), 'user_metadata', coalesce(o.user_metadata, '{}'),
          'created_at', ${isoTime('o.created_at')}, 'updated_at', ${isoTime('o.updated_at')})::text as body
         from storage.objects o where o.bucket_id = $1::text and o.name = $2::text`,
      [bucketId, name],
    )
  const bucket = await kit.bucket(bucketId)
  if (access === 'public' && !bucket.public) throw STORAGE_ERRORS.noSuchKey()
  const [row] = access === 'caller' ? await kit.as(c, read) : await kit.state.db.transaction(read)
  if (!row) throw STORAGE_ERRORS.noSuchKey()
  return JSON.parse(row.body) as StoredObject
}

export async function serveObject(
  kit: StorageKit,
  c: Context<HonoEnv>,
  object: StoredObject,
): Promise<Response> {
  const bytes = await readObject(objectPath(kit.state.storageDir, object.bucket_id, object.name)).catch(
    () => {
      throw STORAGE_ERRORS.noSuchKey()
    },
  )
  const attachment = c.req.query('download')
  return new Response(c.req.method === 'HEAD' ? null : bytes, {
    headers: {
      'Content-Type': object.metadata.mimetype ?? contentTypeFor(object.name),
      'Cache-Control': object.metadata.cacheControl ?? 'no-cache',
      'Content-Length': String(bytes.byteLength),
      ...(object.metadata.eTag ? { ETag: object.metadata.eTag } : {}),
      ...(attachment === undefined
        ? {}
        : {
            'Content-Disposition': `attachment; filename="${(attachment || object.name.split('/').at(-1) || 'download').replace(/["\\\r\n]/g, '_')}"`,
          }),
    },
  })
}

/** Storage's object info (its InfoRenderer): storage-js turns the keys into camelCase. */
function info(object: StoredObject): string {
  return JSON.stringify({
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: object.metadata.size ?? null,
    content_type: object.metadata.mimetype ?? null,
    cache_control: object.metadata.cacheControl ?? null,
    etag: object.metadata.eTag ?? null,
    metadata: object.user_metadata,
    last_modified: object.updated_at,
    created_at: object.created_at,
  })
}

const key = (body: Record<string, unknown>, name: string): string => {
  const value = body[name]
  if (typeof value !== 'string' || value === '') throw STORAGE_ERRORS.missingParameter(name)
  return checkObjectName(value)
}

/** Objects: upload, update, download, info, list (v1 and v2), remove, move, copy. */
export function objectRoutes(app: Hono<HonoEnv>, kit: StorageKit) {
  const { as } = kit

  async function upload(c: Context<HonoEnv>, upsert: boolean) {
    const { bucket: bucketId, name } = bucketAndName(c, '/object/')
    const bucket = await kit.bucket(bucketId)
    const file = await receiveFile(c, name)
    checkAgainstBucket(kit, bucket, file)
    const owner = c.get('caller').claims.sub ?? null
    const id = await as(c, (tx) => storeObject(kit, tx, { bucket: bucketId, name, owner, upsert }, file))
    return c.json({ Id: id, Key: `${bucketId}/${name}` })
  }

  app.post('/object/list/:bucket', async (c) => {
    const bucketId = checkBucketId(c.req.param('bucket'))
    await kit.bucket(bucketId)
    const body = await jsonBody(c)
    return c.json(await as(c, (tx) => listObjects(tx, bucketId, body)))
  })
  app.post('/object/list-v2/:bucket', async (c) => {
    const bucketId = checkBucketId(c.req.param('bucket'))
    await kit.bucket(bucketId)
    const body = await jsonBody(c)
    return c.json(await as(c, (tx) => listObjectsV2(tx, bucketId, body)))
  })

  app.post('/object/move', async (c) => {
    const body = await jsonBody(c)
    const { from, to } = await moveOrCopy(body)
    await as(c, async (tx) => {
      const moved = await tx.query(
        `update storage.objects set bucket_id = $3::text, name = $4::text, updated_at = now()
          where bucket_id = $1::text and name = $2::text returning id`,
        [from.bucket, from.name, to.bucket, to.name],
      )
      if (moved.length === 0) throw STORAGE_ERRORS.noSuchKey()
      await copyObjectFile(
        objectPath(kit.state.storageDir, from.bucket, from.name),
        objectPath(kit.state.storageDir, to.bucket, to.name),
      ).catch(() => {
        throw STORAGE_ERRORS.noSuchKey()
      })
    })
    await removeObject(objectPath(kit.state.storageDir, from.bucket, from.name))
    return c.json({ message: 'Successfully moved' })
  })

  app.post('/object/copy', async (c) => {
    const body = await jsonBody(c)
    const { from, to } = await moveOrCopy(body)
    const upsert = c.req.header('x-upsert') === 'true'
    const owner = c.get('caller').claims.sub ?? null
    const copied = await as(c, async (tx) => {
      const [row] = await tx.query<{ body: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         select $3::text, $4::text, $5::text::uuid, $5::text, metadata,
                case when $6::text = 'true' then user_metadata end, gen_random_uuid()::text
           from storage.objects where bucket_id = $1::text and name = $2::text
         ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now()' : ''}
         returning json_build_object('Id', id, 'Key', bucket_id || '/' || name, 'id', id, 'name', name,
           'bucket_id', bucket_id, 'owner', owner, 'metadata', metadata, 'version', version,
           'created_at', ${isoTime('created_at')}, 'updated_at', ${isoTime('updated_at')})::text as body`,
        [from.bucket, from.name, to.bucket, to.name, owner, String(body.copyMetadata !== false)],
      )
      if (!row) throw STORAGE_ERRORS.noSuchKey()
      await copyObjectFile(
        objectPath(kit.state.storageDir, from.bucket, from.name),
        objectPath(kit.state.storageDir, to.bucket, to.name),
      ).catch(() => {
        throw STORAGE_ERRORS.noSuchKey()
      })
      return row.body
    })
    return jsonResponse(copied)
  })

  async function moveOrCopy(body: Record<string, unknown>) {
    if (typeof body.bucketId !== 'string' || body.bucketId === '')
      throw STORAGE_ERRORS.missingParameter('bucketId')
    const from = { bucket: checkBucketId(body.bucketId), name: key(body, 'sourceKey') }
    const destination = body.destinationBucket
    if (destination !== undefined && destination !== null && typeof destination !== 'string') {
      throw STORAGE_ERRORS.invalidBucketName()
    }
    const destinationBucket = destination ? checkBucketId(destination) : from.bucket
    const to = { bucket: destinationBucket, name: key(body, 'destinationKey') }
    await kit.bucket(from.bucket)
    await kit.bucket(to.bucket)
    // Onto itself the file copy and the removal of the source would delete the object.
    if (from.bucket === to.bucket && from.name === to.name) throw STORAGE_ERRORS.alreadyExists()
    return { from, to }
  }

  for (const [prefix, access] of [
    ['/object/info/public/', 'public'],
    ['/object/info/authenticated/', 'caller'],
    ['/object/info/', 'caller'],
  ] as const) {
    app.get(`${prefix}*`, async (c) => {
      const { bucket, name } = bucketAndName(c, prefix)
      return jsonResponse(info(await findObject(kit, c, bucket, name, access)))
    })
  }
  app.get('/object/public/*', async (c) => {
    const { bucket, name } = bucketAndName(c, '/object/public/')
    return serveObject(kit, c, await findObject(kit, c, bucket, name, 'public'))
  })
  app.get('/object/authenticated/*', async (c) => {
    const { bucket, name } = bucketAndName(c, '/object/authenticated/')
    return serveObject(kit, c, await findObject(kit, c, bucket, name, 'caller'))
  })
  app.post('/object/*', (c) => upload(c, c.req.header('x-upsert') === 'true'))
  app.put('/object/*', (c) => upload(c, true))
  app.get('/object/*', async (c) => {
    const { bucket, name } = bucketAndName(c, '/object/')
    return serveObject(kit, c, await findObject(kit, c, bucket, name, 'caller'))
  })
  app.delete('/object/:bucket', async (c) => {
    const bucketId = checkBucketId(c.req.param('bucket'))
    const body = await jsonBody(c)
    if (!Array.isArray(body.prefixes) || body.prefixes.some((p) => typeof p !== 'string')) {
      throw STORAGE_ERRORS.missingParameter('prefixes')
    }
    const names = (body.prefixes as string[]).map(checkObjectName)
    const removed = await as(c, (tx) =>
      tx.query<{ name: string; row: string }>(
        `delete from storage.objects o where o.bucket_id = $1::text
           and o.name in (select json_array_elements_text($2::text::json))
         returning o.name, json_build_object('bucket_id', o.bucket_id, 'name', o.name, 'id', o.id,
           'owner', o.owner, 'metadata', o.metadata, 'created_at', ${isoTime('o.created_at')},
           'updated_at', ${isoTime('o.updated_at')}, 'last_accessed_at', ${isoTime('o.last_accessed_at')})::text as row`,
        [bucketId, JSON.stringify(names)],
      ),
    )
    for (const row of removed) await removeObject(objectPath(kit.state.storageDir, bucketId, row.name))
    return jsonResponse(`[${removed.map((row) => row.row).join(',')}]`)
  })
}
