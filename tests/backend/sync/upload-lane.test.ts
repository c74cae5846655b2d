import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CAPTURE_BUCKET } from '../../../sync/public/capture-bucket.ts'
import { fetchHttpStack } from '../../../sync/uploads/fetch-http-stack.ts'
import { backend, newUser, type TestUser } from '../support/backend.ts'
import { type CutProxy, startCutProxy } from '../support/cut-proxy.ts'
import { laneFor, MemoryUploadStore, type StoredFile } from '../support/upload-lane-fixtures.ts'

/**
 * The upload lane with its real TUS transport (tus-js-client) against the local server, through a link
 * that can drop mid-upload: a file cut at 80 % resumes at 80 %, also from a new lane (a reload).
 */
const target = backend()
const CHUNK = 256 * 1024
let proxy: CutProxy
let member: TestUser

beforeAll(async () => {
  proxy = await startCutProxy(target.url)
  member = await newUser(target, 'lane')
})
afterAll(async () => {
  await proxy?.close()
})

/** A voice memo named by its hash in the member's folder, as the app stores it. */
function memo(id: string, bytes: Uint8Array, type = 'audio/webm'): StoredFile {
  const hash = createHash('sha256').update(bytes).digest('hex')
  return {
    id,
    user_id: member.id,
    bucket: CAPTURE_BUCKET.id,
    path: `${member.id}/${hash}.webm`,
    // WebM's signature first, so the server's content check takes it.
    blob: new Blob([new Uint8Array(bytes)], { type }),
    content_type: type,
    created_at: Date.now(),
    status: 'waiting',
    error: null,
  }
}

function webm(size: number): Uint8Array {
  const bytes = new Uint8Array(randomBytes(size))
  bytes.set([0x1a, 0x45, 0xdf, 0xa3])
  return bytes
}

const stored = async (file: StoredFile) => {
  const { data } = await member.client.storage.from(file.bucket).download(file.path)
  return data ? new Uint8Array(await data.arrayBuffer()) : null
}

describe('the upload lane over TUS', () => {
  it('resumes a memo cut at 80 % from where the server holds it, after a reload, sending ≤ 1.3× its size', async () => {
    const bytes = webm(2 * 1024 * 1024)
    const store = new MemoryUploadStore()
    const file = memo('memo', bytes)
    store.files.set(file.id, file)
    const config = {
      supabaseUrl: proxy.url,
      anonKey: target.anonKey,
      accessToken: member.accessToken,
      chunkSize: CHUNK,
    }
    const before = proxy.bodyBytes()
    proxy.cutAt(before + Math.round(bytes.length * 0.8))

    const first = laneFor(store, config)
    first.start(member.id)
    // The cut ends the first try: the file waits for its backoff with its upload address stored.
    await vi.waitFor(() => expect(file.attempts).toBe(1), { timeout: 20_000 })
    expect(file.upload_url).toMatch(/\/storage\/v1\/upload\/resumable\/[0-9a-f]{32}$/)
    expect(await stored(file)).toBeNull()
    await first.stop()

    // A reload: a new lane over the same records, tried now.
    Object.assign(file, { next_attempt_at: null })
    const second = laneFor(store, config)
    second.start(member.id)
    await vi.waitFor(() => expect(file.status).toBe('uploaded'), { timeout: 20_000 })
    await second.stop()
    const sent = proxy.bodyBytes() - before
    expect(sent).toBeGreaterThanOrEqual(bytes.length)
    expect(sent).toBeLessThanOrEqual(1.3 * bytes.length)
    expect(await stored(file)).toEqual(bytes)
  })

  it("resumes a cut memo the same way over fetch, the service worker's stack (no XMLHttpRequest there)", async () => {
    const bytes = webm(1024 * 1024)
    const store = new MemoryUploadStore()
    const file = memo('memo-over-fetch', bytes)
    store.files.set(file.id, file)
    const config = {
      supabaseUrl: proxy.url,
      anonKey: target.anonKey,
      accessToken: member.accessToken,
      chunkSize: CHUNK,
      httpStack: fetchHttpStack(),
    }
    const before = proxy.bodyBytes()
    proxy.cutAt(before + Math.round(bytes.length * 0.8))

    const first = laneFor(store, config)
    first.start(member.id)
    await vi.waitFor(() => expect(file.attempts).toBe(1), { timeout: 20_000 })
    expect(file.upload_url).toMatch(/\/storage\/v1\/upload\/resumable\/[0-9a-f]{32}$/)
    await first.stop()

    Object.assign(file, { next_attempt_at: null })
    const second = laneFor(store, config)
    second.start(member.id)
    await vi.waitFor(() => expect(file.status).toBe('uploaded'), { timeout: 20_000 })
    await second.stop()
    expect(proxy.bodyBytes() - before).toBeLessThanOrEqual(1.3 * bytes.length)
    expect(await stored(file)).toEqual(bytes)
  })

  it('refuses a file the bucket does not take with its reason, and uploads the others', async () => {
    const store = new MemoryUploadStore()
    const good = memo('good', webm(10_000))
    const wrongType = {
      ...memo('gif', webm(10_000)),
      content_type: 'image/gif',
      path: `${member.id}/${'d'.repeat(64)}.gif`,
    }
    store.files.set(good.id, good)
    store.files.set(wrongType.id, wrongType)
    const lane = laneFor(store, {
      supabaseUrl: target.url,
      anonKey: target.anonKey,
      accessToken: member.accessToken,
    })
    lane.start(member.id)
    await vi.waitFor(() => expect([good.status, wrongType.status]).toEqual(['uploaded', 'failed']), {
      timeout: 20_000,
    })
    await lane.stop()
    expect(wrongType.error).toBe('mime type image/gif is not supported (415)')
  })

  it('takes a second upload of the same bytes as done (409 on a content-addressed name)', async () => {
    const bytes = webm(5_000)
    const store = new MemoryUploadStore()
    const once = memo('once', bytes)
    const again = { ...memo('again', bytes) }
    store.files.set(once.id, once)
    const lane = laneFor(store, {
      supabaseUrl: target.url,
      anonKey: target.anonKey,
      accessToken: member.accessToken,
    })
    lane.start(member.id)
    await vi.waitFor(() => expect(once.status).toBe('uploaded'), { timeout: 20_000 })
    store.files.set(again.id, again)
    lane.nudge()
    await vi.waitFor(() => expect(again.status).toBe('uploaded'), { timeout: 20_000 })
    await lane.stop()
    expect(again.error).toBeNull()
  })
})
