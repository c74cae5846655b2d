import type { Context, Hono } from 'hono'
import type { HonoEnv } from '../context.ts'
import { STORAGE_ERRORS } from './errors.ts'
import { checkBucketId, checkObjectName } from './files.ts'
import { bucketAndName, jsonBody, jsonResponse, type StorageKit } from './kit.ts'
import { findObject, serveObject } from './objects.ts'
import { renderImage, transformFromQuery, transformQuery } from './render.ts'
import { encodeObjectPath, signObjectUrl, verifySignedUrl } from './signed-urls.ts'
import { checkAgainstBucket, receiveFile, storeObject } from './upload.ts'

const UPLOAD_URL_TTL_SECONDS = 2 * 60 * 60

function expiresIn(body: Record<string, unknown>): number {
  const value = Number(body.expiresIn)
  if (body.expiresIn === undefined) throw STORAGE_ERRORS.missingParameter('expiresIn')
  if (!Number.isInteger(value) || value < 1) {
    throw STORAGE_ERRORS.invalidRequest('expiresIn must be a positive number of seconds')
  }
  return value
}

/** Signed download URLs (one or many), signed upload URLs, and what they open. */
export function signingRoutes(app: Hono<HonoEnv>, kit: StorageKit) {
  const secret = kit.state.jwtSecret

  async function readable(c: Context<HonoEnv>, bucket: string, names: string[]): Promise<Set<string>> {
    const rows = await kit.as(c, (tx) =>
      tx.query<{ name: string }>(
        `select name from storage.objects where bucket_id = $1::text
           and name in (select json_array_elements_text($2::text::json))`,
        [bucket, JSON.stringify(names)],
      ),
    )
    return new Set(rows.map((row) => row.name))
  }

  app.post('/object/sign/:bucket', async (c) => {
    const bucket = checkBucketId(c.req.param('bucket'))
    const body = await jsonBody(c)
    const seconds = expiresIn(body)
    if (!Array.isArray(body.paths) || body.paths.some((path) => typeof path !== 'string')) {
      throw STORAGE_ERRORS.missingParameter('paths')
    }
    await kit.bucket(bucket)
    const paths = body.paths as string[]
    const found = await readable(c, bucket, paths)
    const answers = await Promise.all(
      paths.map(async (path) => {
        if (!found.has(path)) {
          return {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          }
        }
        const token = await signObjectUrl({ url: `${bucket}/${path}`, scope: 'download' }, seconds, secret)
        return {
          error: null,
          path,
          signedURL: `/object/sign/${bucket}/${encodeObjectPath(path)}?token=${token}`,
        }
      }),
    )
    return c.json(answers)
  })

  app.post('/object/sign/*', async (c) => {
    const { bucket, name } = bucketAndName(c, '/object/sign/')
    const body = await jsonBody(c)
    const seconds = expiresIn(body)
    const transform = body.transform === undefined ? undefined : transformFromQuery(body.transform)
    await kit.bucket(bucket)
    // Only an object the caller may read can be signed (RLS decides, as on Supabase).
    if (!(await readable(c, bucket, [name])).has(name)) throw STORAGE_ERRORS.noSuchKey()
    const token = await signObjectUrl(
      {
        url: `${bucket}/${name}`,
        scope: 'download',
        ...(transform ? { transformations: { ...transform } } : {}),
      },
      seconds,
      secret,
    )
    const path = transform ? 'render/image' : 'object'
    return c.json({ signedURL: `/${path}/sign/${bucket}/${encodeObjectPath(name)}?token=${token}` })
  })

  async function signedDownload(c: Context<HonoEnv>, prefix: string) {
    const { bucket, name } = bucketAndName(c, prefix)
    const claims = await verifySignedUrl(c.req.query('token') ?? '', 'download', bucket, name, secret)
    if (!claims) throw STORAGE_ERRORS.invalidJwt('jwt malformed or expired')
    const object = await findObject(kit, c, bucket, name, 'server')
    if (prefix.startsWith('/render/')) {
      return renderImage(kit, c, object, transformFromQuery(claims.transformations ?? transformQuery(c)))
    }
    return serveObject(kit, c, object)
  }
  app.get('/object/sign/*', (c) => signedDownload(c, '/object/sign/'))
  app.get('/render/image/sign/*', (c) => signedDownload(c, '/render/image/sign/'))

  app.post('/object/upload/sign/*', async (c) => {
    const { bucket, name } = bucketAndName(c, '/object/upload/sign/')
    await kit.bucket(bucket)
    const owner = c.get('caller').claims.sub ?? null
    const upsert = c.req.header('x-upsert') === 'true'
    // Storage asks the caller's policies now, so the URL never grants more than the caller had.
    await kit.testPermission(c, (tx) =>
      tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id) values ($1::text, $2::text, $3::text::uuid, $3::text)
         ${upsert ? 'on conflict (bucket_id, name) do update set updated_at = now()' : ''}`,
        [bucket, name, owner],
      ),
    )
    const token = await signObjectUrl(
      { url: `${bucket}/${name}`, scope: 'upload', owner, upsert },
      UPLOAD_URL_TTL_SECONDS,
      secret,
    )
    const url = `/object/upload/sign/${bucket}/${encodeObjectPath(name)}?token=${token}`
    return c.json({ url, token })
  })

  app.put('/object/upload/sign/*', async (c) => {
    const { bucket: bucketId, name } = bucketAndName(c, '/object/upload/sign/')
    const claims = await verifySignedUrl(c.req.query('token') ?? '', 'upload', bucketId, name, secret)
    if (!claims) throw STORAGE_ERRORS.invalidSignature()
    const bucket = await kit.bucket(bucketId)
    const file = await receiveFile(c, checkObjectName(name))
    checkAgainstBucket(kit, bucket, file)
    const owner = typeof claims.owner === 'string' ? claims.owner : null
    // The token is the authority here, as on Supabase: the write runs as the server.
    const id = await kit.state.db
      .transaction((tx) =>
        storeObject(kit, tx, { bucket: bucketId, name, owner, upsert: claims.upsert === true }, file),
      )
      .catch((error: unknown) => {
        throw (error as { code?: string }).code === '23505' ? STORAGE_ERRORS.alreadyExists() : error
      })
    return jsonResponse(JSON.stringify({ Id: id, Key: `${bucketId}/${name}` }))
  })
}
