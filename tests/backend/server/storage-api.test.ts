import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalServer } from '../../../supabase/local/server.ts'
import { startFixtureServer } from '../support/fixture-server.ts'

// Storage's newer endpoints under bad input: Storage's 4xx answer (HTTP 400 with the real status in
// `statusCode`), never a 5xx, and nothing changes. Their good paths are storage-js's own suite
// (tests/conformance/storage-js).

let server: LocalServer
const BUCKET = 'kept'
const OBJECT = 'folder/photo.png'
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])

const call = (path: string, init: RequestInit & { key?: string } = {}) => {
  const key = init.key ?? server.serviceRoleKey
  return fetch(`${server.url}/storage/v1${path}`, {
    ...init,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  })
}

async function snapshot(): Promise<string> {
  const rows = await server.db.transaction((tx) =>
    tx.query<{ state: string }>(
      `select json_build_object(
         'buckets', (select json_agg(json_build_object('id', id, 'public', public, 'limit', file_size_limit,
           'types', allowed_mime_types, 'updated', updated_at) order by id) from storage.buckets),
         'objects', (select json_agg(json_build_object('b', bucket_id, 'n', name, 'v', version) order by bucket_id, name)
           from storage.objects))::text as state`,
    ),
  )
  return rows[0]?.state ?? ''
}

beforeAll(async () => {
  server = await startFixtureServer()
  await call('/bucket', { method: 'POST', body: JSON.stringify({ id: BUCKET, file_size_limit: '1mb' }) })
  await call(`/object/${BUCKET}/${OBJECT}`, {
    method: 'POST',
    body: PNG,
    headers: { 'Content-Type': 'image/png' },
  })
})
afterAll(() => server?.close())

const JUNK = [
  '{',
  '[1]',
  '"text"',
  'null',
  '12',
  '{"bucketId": {}, "expiresIn": "soon", "limit": "many", "name": 5}',
]

const CASES: [string, string, string, RequestInit?][] = [
  ['a bucket name with a slash', 'GET', '/bucket/a%2Fb'],
  ['an unknown bucket', 'GET', '/bucket/missing'],
  ['no fields to update', 'PUT', `/bucket/${BUCKET}`, { body: '{}' }],
  ['a size limit in furlongs', 'PUT', `/bucket/${BUCKET}`, { body: '{"file_size_limit":"3 furlongs"}' }],
  ['a negative size limit', 'PUT', `/bucket/${BUCKET}`, { body: '{"file_size_limit":-1}' }],
  [
    'a media type that is not one',
    'PUT',
    `/bucket/${BUCKET}`,
    { body: '{"allowed_mime_types":["not a type"]}' },
  ],
  ['public as a string', 'PUT', `/bucket/${BUCKET}`, { body: '{"public":"yes"}' }],
  ['a bucket that has files', 'DELETE', `/bucket/${BUCKET}`],
  ['a bucket that does not exist', 'DELETE', '/bucket/missing'],
  ['emptying a bucket that does not exist', 'POST', '/bucket/missing/empty'],
  ['a bucket name with spaces around it', 'POST', '/bucket', { body: '{"name":" padded "}' }],
  ['an analytics bucket', 'POST', '/bucket', { body: '{"name":"lake","type":"ANALYTICS"}' }],
  ['a bucket that exists', 'POST', '/bucket', { body: `{"name":"${BUCKET}"}` }],
  [
    'a move without a source',
    'POST',
    '/object/move',
    { body: `{"bucketId":"${BUCKET}","destinationKey":"x.png"}` },
  ],
  [
    'a move out of the storage folder',
    'POST',
    '/object/move',
    { body: `{"bucketId":"${BUCKET}","sourceKey":"${OBJECT}","destinationKey":"../../x"}` },
  ],
  [
    'a move of a missing object',
    'POST',
    '/object/move',
    { body: `{"bucketId":"${BUCKET}","sourceKey":"nope.png","destinationKey":"x.png"}` },
  ],
  [
    'a move onto itself',
    'POST',
    '/object/move',
    { body: `{"bucketId":"${BUCKET}","sourceKey":"${OBJECT}","destinationKey":"${OBJECT}"}` },
  ],
  [
    'a move to a missing bucket',
    'POST',
    '/object/move',
    {
      body: `{"bucketId":"${BUCKET}","sourceKey":"${OBJECT}","destinationKey":"x.png","destinationBucket":"missing"}`,
    },
  ],
  [
    'a copy onto an existing object',
    'POST',
    '/object/copy',
    { body: `{"bucketId":"${BUCKET}","sourceKey":"${OBJECT}","destinationKey":"${OBJECT}"}` },
  ],
  [
    'a copy with a numeric bucket',
    'POST',
    '/object/copy',
    { body: `{"bucketId":1,"sourceKey":"${OBJECT}","destinationKey":"y.png"}` },
  ],
  [
    'list-v2 with a forged cursor',
    'POST',
    `/object/list-v2/${BUCKET}`,
    { body: '{"cursor":"not-a-cursor"}' },
  ],
  ['list-v2 with a zero limit', 'POST', `/object/list-v2/${BUCKET}`, { body: '{"limit":0}' }],
  ['list-v2 sorted by owner', 'POST', `/object/list-v2/${BUCKET}`, { body: '{"sortBy":{"column":"owner"}}' }],
  ['info of a missing object', 'GET', `/object/info/${BUCKET}/nope.png`],
  ['info without an object name', 'GET', `/object/info/${BUCKET}`],
  ['batch signing without paths', 'POST', `/object/sign/${BUCKET}`, { body: '{"expiresIn":60}' }],
  [
    'batch signing for no time',
    'POST',
    `/object/sign/${BUCKET}`,
    { body: `{"expiresIn":0,"paths":["${OBJECT}"]}` },
  ],
  ['an upload URL for a missing bucket', 'POST', '/object/upload/sign/missing/x.png'],
  [
    'an upload with a forged token',
    'PUT',
    `/object/upload/sign/${BUCKET}/new.png?token=forged`,
    { body: PNG, headers: { 'Content-Type': 'image/png' } },
  ],
  [
    'a transformation of a width in words',
    'GET',
    `/render/image/authenticated/${BUCKET}/${OBJECT}?width=wide`,
  ],
  ['a transformation of poor quality', 'GET', `/render/image/authenticated/${BUCKET}/${OBJECT}?quality=5`],
  [
    'a transformation of bytes that are no image',
    'GET',
    `/render/image/authenticated/${BUCKET}/${OBJECT}?width=10`,
  ],
  ['a transformed signed URL with a forged token', 'GET', `/render/image/sign/${BUCKET}/${OBJECT}?token=x`],
]

describe('storage endpoints under bad input', () => {
  it.each(CASES)('answers %s with a 4xx and changes nothing', async (_label, method, path, init = {}) => {
    const before = await snapshot()
    const response = await call(path, { method, ...init })
    const body = (await response.json()) as { statusCode?: string; message?: string }
    expect(response.status).toBe(400)
    expect(Number(body.statusCode)).toBeGreaterThanOrEqual(400)
    expect(Number(body.statusCode)).toBeLessThan(500)
    expect(body.message).toEqual(expect.any(String))
    expect(await snapshot()).toBe(before)
  })

  it('answers bodies that are no JSON object, or carry wrong types, with a 4xx at every new JSON endpoint', async () => {
    const before = await snapshot()
    for (const path of [
      '/bucket',
      `/bucket/${BUCKET}`,
      '/object/move',
      '/object/copy',
      `/object/list-v2/${BUCKET}`,
      `/object/sign/${BUCKET}`,
    ]) {
      for (const body of JUNK) {
        for (const method of path.startsWith(`/bucket/${BUCKET}`) ? ['PUT'] : ['POST']) {
          const response = await call(path, { method, body })
          expect(response.status, `${method} ${path} ${body}`).toBe(400)
        }
      }
    }
    expect(await snapshot()).toBe(before)
  })

  it('lets the anon key neither empty, delete nor change a bucket (RLS), with a 4xx', async () => {
    const before = await snapshot()
    for (const [method, path, body] of [
      ['POST', `/bucket/${BUCKET}/empty`, undefined],
      ['DELETE', `/bucket/${BUCKET}`, undefined],
      ['PUT', `/bucket/${BUCKET}`, '{"public":true}'],
    ] as const) {
      const response = await call(path, { method, key: server.anonKey, ...(body ? { body } : {}) })
      expect(response.status, `${method} ${path}`).toBeLessThan(500)
    }
    expect(await snapshot()).toBe(before)
  })
})
