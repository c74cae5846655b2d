import { randomBytes } from 'node:crypto'
import { Upload, type UploadOptions } from 'tus-js-client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LocalServer } from '../../../supabase/local/server.ts'
import { type BackendTarget, clientFor, newUser, type TestUser } from '../support/backend.ts'
import { startFixtureServer } from '../support/fixture-server.ts'

// Unfinished uploads expire after a minute here, so a test can step the clock past it.
const EXPIRY_SECONDS = 60
const CHUNK = 64 * 1024

let server: LocalServer
let target: BackendTarget
let endpoint: string

beforeAll(async () => {
  server = await startFixtureServer(undefined, { resumableUploadExpirySeconds: EXPIRY_SECONDS })
  target = server
  endpoint = `${target.url}/storage/v1/upload/resumable`
})
afterAll(async () => {
  await server?.close()
})
afterEach(() => {
  vi.useRealTimers()
})

const auth = (token: string) => ({ apikey: target.anonKey, authorization: `Bearer ${token}` })
const tusHeaders = (token: string) => ({ ...auth(token), 'Tus-Resumable': '1.0.0' })

type Outcome = { ok: true; upload: Upload } | { ok: false; status: number | undefined; body: string }

/** One run of tus-js-client as the app would start it (Supabase's documented options). */
function runUpload(
  bytes: Buffer,
  token: string,
  metadata: Record<string, string>,
  extra: Partial<UploadOptions> = {},
): { upload: Upload; done: Promise<Outcome> } {
  let upload!: Upload
  const done = new Promise<Outcome>((resolve) => {
    upload = new Upload(bytes, {
      endpoint,
      headers: auth(token),
      metadata,
      chunkSize: CHUNK,
      retryDelays: [],
      onSuccess: () => resolve({ ok: true, upload }),
      onError: (error) => {
        const response = 'originalResponse' in error ? error.originalResponse : null
        resolve({ ok: false, status: response?.getStatus(), body: response?.getBody() ?? error.message })
      },
      ...extra,
    })
    upload.start()
  })
  return { upload, done }
}

async function head(url: string, token: string) {
  return fetch(url, { method: 'HEAD', headers: tusHeaders(token) })
}

async function stored(user: TestUser, bucket: string, path: string): Promise<Buffer | null> {
  const { data } = await user.client.storage.from(bucket).download(path)
  return data ? Buffer.from(await data.arrayBuffer()) : null
}

/** Creates an upload and sends its first `sent` bytes, as a connection cut after them would leave it. */
async function partialUpload(user: TestUser, path: string, bytes: Buffer, sent: number): Promise<string> {
  const created = await fetch(endpoint, {
    method: 'POST',
    headers: {
      ...tusHeaders(user.accessToken),
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `bucketName ${b64('docs')},objectName ${b64(path)}`,
    },
  })
  expect(created.status).toBe(201)
  const url = new URL(created.headers.get('location') ?? '', endpoint).toString()
  const patched = await fetch(url, {
    method: 'PATCH',
    headers: {
      ...tusHeaders(user.accessToken),
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes.subarray(0, sent)),
  })
  expect(patched.status).toBe(204)
  return url
}

const b64 = (text: string) => Buffer.from(text).toString('base64')

describe('resumable uploads (TUS at /storage/v1/upload/resumable)', () => {
  it('describes itself to OPTIONS: TUS 1.0.0, creation, expiration, termination and the size ceiling', async () => {
    const response = await fetch(endpoint, { method: 'OPTIONS', headers: { apikey: target.anonKey } })
    expect(response.status).toBe(204)
    expect(response.headers.get('tus-version')).toBe('1.0.0')
    const extensions = response.headers.get('tus-extension')?.split(',') ?? []
    expect(extensions).toEqual(expect.arrayContaining(['creation', 'expiration', 'termination']))
    expect(Number(response.headers.get('tus-max-size'))).toBeGreaterThan(0)
  })

  it('lets a browser on another origin read the TUS headers it needs', async () => {
    const user = await newUser(target)
    const origin = 'http://localhost:5173'
    const preflight = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization, apikey, tus-resumable, upload-length, upload-metadata',
      },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('upload-metadata')
    const created = await fetch(endpoint, {
      method: 'POST',
      headers: {
        ...tusHeaders(user.accessToken),
        Origin: origin,
        'Upload-Length': '10',
        'Upload-Metadata': `bucketName ${b64('docs')},objectName ${b64(`${user.id}/cors.bin`)}`,
      },
    })
    expect(created.status).toBe(201)
    const exposed = created.headers.get('access-control-expose-headers')?.toLowerCase() ?? ''
    for (const name of ['location', 'upload-offset', 'upload-expires']) expect(exposed).toContain(name)
  })

  it('resumes after a cut at the offset the server holds, and the object appears only when complete', async () => {
    const alice = await newUser(target, 'alice')
    const path = `${alice.id}/memo.bin`
    const bytes = randomBytes(5 * CHUNK + 123)
    const first = runUpload(
      bytes,
      alice.accessToken,
      { bucketName: 'docs', objectName: path },
      {
        onChunkComplete: (_chunk, accepted) => {
          if (accepted >= 3 * CHUNK) void first.upload.abort()
        },
      },
    )
    // An aborted upload settles neither way: wait for the server to hold the three chunks.
    await vi.waitFor(async () => {
      const url = first.upload.url
      expect(url).toBeTruthy()
      expect((await head(url as string, alice.accessToken)).headers.get('upload-offset')).toBe(
        String(3 * CHUNK),
      )
    })
    expect(await stored(alice, 'docs', path)).toBeNull()

    let resumedFrom = -1
    const second = runUpload(
      bytes,
      alice.accessToken,
      { bucketName: 'docs', objectName: path },
      {
        uploadUrl: first.upload.url,
        onProgress: (sent) => {
          if (resumedFrom < 0) resumedFrom = sent
        },
      },
    )
    expect((await second.done).ok).toBe(true)
    expect(resumedFrom).toBeGreaterThanOrEqual(3 * CHUNK)
    expect((await stored(alice, 'docs', path))?.equals(bytes)).toBe(true)
    // Finished uploads are gone from the resumable store.
    expect((await head(first.upload.url as string, alice.accessToken)).status).toBe(404)
  })

  it('answers a PATCH at the wrong offset with 409 and leaves the upload as it was', async () => {
    const alice = await newUser(target, 'alice')
    const bytes = randomBytes(1000)
    const url = await partialUpload(alice, `${alice.id}/offset.bin`, bytes, 400)
    const wrong = await fetch(url, {
      method: 'PATCH',
      headers: {
        ...tusHeaders(alice.accessToken),
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: bytes,
    })
    expect(wrong.status).toBe(409)
    expect((await head(url, alice.accessToken)).headers.get('upload-offset')).toBe('400')
    expect(await stored(alice, 'docs', `${alice.id}/offset.bin`)).toBeNull()
  })

  it('refuses to resume an expired upload (410), sweeps it later (404), and stores nothing', async () => {
    const alice = await newUser(target, 'alice')
    const path = `${alice.id}/late.bin`
    const bytes = randomBytes(1000)
    const url = await partialUpload(alice, path, bytes, 500)
    expect((await head(url, alice.accessToken)).headers.get('upload-offset')).toBe('500')

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + (EXPIRY_SECONDS + 1) * 1000)
    expect((await head(url, alice.accessToken)).status).toBe(410)
    const rest = await fetch(url, {
      method: 'PATCH',
      headers: {
        ...tusHeaders(alice.accessToken),
        'Upload-Offset': '500',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: bytes.subarray(500),
    })
    expect(rest.status).toBe(410)
    expect(await stored(alice, 'docs', path)).toBeNull()

    // The next creation sweeps abandoned uploads.
    await partialUpload(alice, `${alice.id}/next.bin`, bytes, 10)
    await vi.waitFor(async () => expect((await head(url, alice.accessToken)).status).toBe(404))
  })

  it("refuses another member's upload id for HEAD, PATCH and DELETE; the owner finishes it", async () => {
    const alice = await newUser(target, 'alice')
    const bob = await newUser(target, 'bob')
    const path = `${alice.id}/private.bin`
    const bytes = randomBytes(1000)
    const url = await partialUpload(alice, path, bytes, 600)
    expect((await head(url, bob.accessToken)).status).toBe(403)
    const intrusion = await fetch(url, {
      method: 'PATCH',
      headers: {
        ...tusHeaders(bob.accessToken),
        'Upload-Offset': '600',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: Buffer.from('not alice'),
    })
    expect(intrusion.status).toBe(403)
    expect(await intrusion.json()).toMatchObject({ statusCode: '403' })
    const removal = await fetch(url, { method: 'DELETE', headers: tusHeaders(bob.accessToken) })
    expect(removal.status).toBe(403)
    const anonymous = await head(url, target.anonKey)
    expect(anonymous.status).toBe(403)

    const finished = runUpload(
      bytes,
      alice.accessToken,
      { bucketName: 'docs', objectName: path },
      { uploadUrl: url },
    )
    expect((await finished.done).ok).toBe(true)
    expect((await stored(alice, 'docs', path))?.equals(bytes)).toBe(true)
  })

  it("refuses at creation what RLS refuses a plain upload: another member's folder, an anonymous caller", async () => {
    const alice = await newUser(target, 'alice')
    const bob = await newUser(target, 'bob')
    const intrusion = await runUpload(randomBytes(100), bob.accessToken, {
      bucketName: 'docs',
      objectName: `${alice.id}/from-bob.bin`,
    }).done
    expect(intrusion).toMatchObject({ ok: false, status: 403 })
    const anonymous = await runUpload(randomBytes(100), target.anonKey, {
      bucketName: 'docs',
      objectName: `${alice.id}/anon.bin`,
    }).done
    expect(anonymous).toMatchObject({ ok: false, status: 403 })
    const noBucket = await runUpload(randomBytes(100), alice.accessToken, {
      bucketName: 'nope',
      objectName: `${alice.id}/x.bin`,
    }).done
    expect(noBucket).toMatchObject({ ok: false, status: 404 })
    const noName = await runUpload(randomBytes(100), alice.accessToken, { bucketName: 'docs' }).done
    expect(noName).toMatchObject({ ok: false, status: 400 })
    const { data } = await clientFor(target, target.serviceRoleKey).storage.from('docs').list(alice.id)
    expect(data).toEqual([])
  })

  it('refuses a file over the bucket limit with 413 before any byte is stored', async () => {
    const user = await newUser(target)
    const path = `${user.id}/big.bin`
    // The fixture's public bucket takes 1,024 bytes at most.
    const refused = await runUpload(randomBytes(2048), user.accessToken, {
      bucketName: 'pub',
      objectName: path,
    }).done
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.status).toBe(413)
    expect(JSON.parse(refused.body)).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    })
    expect((await fetch(`${target.url}/storage/v1/object/public/pub/${path}`)).status).toBe(400)
    const fits = await runUpload(randomBytes(1024), user.accessToken, { bucketName: 'pub', objectName: path })
      .done
    expect(fits.ok).toBe(true)
  })

  it('refuses bytes that contradict the declared type once they are all there, keeping nothing', async () => {
    const alice = await newUser(target, 'alice')
    const path = `${alice.id}/fake.png`
    const refused = await runUpload(Buffer.from('<script>alert(1)</script>'), alice.accessToken, {
      bucketName: 'docs',
      objectName: path,
      contentType: 'image/png',
    }).done
    expect(refused).toMatchObject({ ok: false, status: 415 })
    expect(await stored(alice, 'docs', path)).toBeNull()
  })

  it('answers 409 for an existing object unless x-upsert is true, which replaces it', async () => {
    const alice = await newUser(target, 'alice')
    const path = `${alice.id}/again.bin`
    const meta = { bucketName: 'docs', objectName: path }
    expect((await runUpload(randomBytes(300), alice.accessToken, meta).done).ok).toBe(true)
    const duplicate = await runUpload(randomBytes(300), alice.accessToken, meta).done
    expect(duplicate).toMatchObject({ ok: false, status: 409 })
    const replacement = randomBytes(300)
    const upsert = await runUpload(replacement, alice.accessToken, meta, {
      headers: { ...auth(alice.accessToken), 'x-upsert': 'true' },
    }).done
    expect(upsert.ok).toBe(true)
    expect((await stored(alice, 'docs', path))?.equals(replacement)).toBe(true)
  })

  it('answers malformed requests with a 4xx and creates nothing', async () => {
    const user = await newUser(target)
    const meta = `bucketName ${b64('docs')},objectName ${b64(`${user.id}/bad.bin`)}`
    const post = (headers: Record<string, string>) =>
      fetch(endpoint, { method: 'POST', headers: { ...tusHeaders(user.accessToken), ...headers } })
    const answers = [
      await post({ 'Upload-Length': '10', 'Upload-Metadata': 'bucketName %%%,objectName' }),
      await post({ 'Upload-Length': '-1', 'Upload-Metadata': meta }),
      await post({ 'Upload-Metadata': meta }),
      await post({
        'Upload-Length': '10',
        'Upload-Metadata': `bucketName ${b64('docs')},objectName ${b64('../x')}`,
      }),
      await fetch(endpoint, {
        method: 'POST',
        headers: { ...auth(user.accessToken), 'Upload-Length': '10' },
      }),
      await fetch(`${endpoint}/..%2F..%2Fetc`, { method: 'PATCH', headers: tusHeaders(user.accessToken) }),
      await fetch(`${endpoint}/${'a'.repeat(32)}`, { method: 'HEAD', headers: tusHeaders(user.accessToken) }),
      await fetch(`${endpoint}/${'a'.repeat(32)}`, { method: 'GET', headers: tusHeaders(user.accessToken) }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    }
    const { data } = await clientFor(target, target.serviceRoleKey).storage.from('docs').list(user.id)
    expect(data).toEqual([])
  })

  it('keeps the created object readable under the same RLS as a plain upload', async () => {
    const alice = await newUser(target, 'alice')
    const bob = await newUser(target, 'bob')
    const path = `${alice.id}/mine.bin`
    expect(
      (await runUpload(randomBytes(200), alice.accessToken, { bucketName: 'docs', objectName: path }).done)
        .ok,
    ).toBe(true)
    expect(await stored(bob, 'docs', path)).toBeNull()
    expect(await stored(alice, 'docs', path)).not.toBeNull()
  })
})
