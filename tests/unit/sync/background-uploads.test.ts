import 'fake-indexeddb/auto'
import { promisifyRequest } from 'idb-keyval'
import { afterEach, describe, expect, it } from 'vitest'
import { JulDatabase } from '../../../sync/db/database.ts'
import { type AttachmentRecord, KV } from '../../../sync/db/records.ts'
import { attachmentStore } from '../../../sync/uploads/attachment-store.ts'
import { uploadWaitingFiles } from '../../../sync/uploads/background-uploads.ts'
import { BUSY, type FileLocks } from '../../../sync/uploads/file-locks.ts'
import {
  idbAttachmentStore,
  openExistingDatabase,
  readKv,
} from '../../../sync/uploads/idb-attachment-store.ts'
import type { UploadTransport } from '../../../sync/uploads/types.ts'
import {
  credentialsUsable,
  mirrorUploadCredentials,
  parseUploadCredentials,
  TOKEN_EXPIRY_MARGIN_MS,
  tokenExpiresAt,
  type UploadCredentials,
  uploadCredentials,
} from '../../../sync/uploads/upload-credentials.ts'

const NOW = Date.parse('2026-11-26T12:00:00.000Z')
const USER = 'u1'
const API = { supabaseUrl: 'https://project.example', anonKey: 'anon' }

/** A token as the auth server signs it (the signature is never checked on the device). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`
}

const file = (id: string, extra: Partial<AttachmentRecord> = {}): AttachmentRecord => ({
  id,
  bucket: 'captures',
  path: `${USER}/${id.padEnd(64, '0')}.jpg`,
  blob: new Blob([new Uint8Array(1000)]),
  size: 1000,
  content_type: 'image/jpeg',
  user_id: USER,
  status: 'waiting',
  error: null,
  created_at: 1,
  ...extra,
})

const noLocks: FileLocks = { tryWith: (_id, work) => work(), whenFree: async () => {} }
const clock = { now: () => NOW, setTimeout: () => 0, clearTimeout: () => {} }

/** Storage as the service worker reaches it: every upload done, with the token it carried. */
function storage(answer: 'done' | 'auth' | 'retry' = 'done') {
  const sent: { path: string; token: string }[] = []
  const transportFor = (credentials: UploadCredentials): UploadTransport => ({
    async upload(f) {
      sent.push({ path: f.path, token: credentials.accessToken })
      if (answer === 'auth') return { kind: 'auth', reason: 'JWT expired' }
      if (answer === 'retry') return { kind: 'retry', status: 503, reason: 'Service Unavailable' }
      return { kind: 'done' }
    },
  })
  return { sent, transportFor }
}

let created: JulDatabase | null = null
let opened: IDBDatabase | null = null
afterEach(async () => {
  opened?.close()
  await created?.delete()
  created = opened = null
})

/**
 * The app's database with these files and credentials, as a tab leaves it, then opened the way the
 * service worker opens it: plain IndexedDB, no schema of its own.
 */
async function deviceWith(files: AttachmentRecord[], token: string | null) {
  created = new JulDatabase(`bg-${crypto.randomUUID()}`)
  await created.attachments.bulkAdd(files)
  await mirrorUploadCredentials(
    created.kv,
    token ? uploadCredentials({ accessToken: token, userId: USER }, API) : null,
  )
  created.close()
  opened = await openExistingDatabase(created.name)
  if (!opened) throw new Error('the database should exist')
  const raw = opened
  return {
    store: idbAttachmentStore(raw),
    credentials: parseUploadCredentials(await readKv(raw, KV.uploadCredentials)),
    record: (id: string) =>
      promisifyRequest<AttachmentRecord | undefined>(
        raw.transaction('attachments').objectStore('attachments').get(id),
      ),
  }
}

const passDeps = (server: ReturnType<typeof storage>) => ({
  locks: noLocks,
  clock,
  network: { constrained: () => false },
  transportFor: server.transportFor,
  removerFor: () => ({ remove: async () => 'removed' as const }),
})

const fresh = jwt({ sub: USER, exp: (NOW + 30 * 60_000) / 1000 })

describe('the upload token the tabs mirror for Background Sync', () => {
  it('keeps the access token and its expiry, never the refresh token', () => {
    const credentials = uploadCredentials(
      { accessToken: fresh, userId: USER, refreshToken: 'r' } as never,
      API,
    )
    expect(credentials).toEqual({ userId: USER, accessToken: fresh, expiresAt: NOW + 30 * 60_000, ...API })
    expect(JSON.stringify(credentials)).not.toContain('"r"')
    expect(uploadCredentials(null, API)).toBeNull()
  })

  it('is used only while it has more than a minute left, and never when its expiry cannot be read', () => {
    const at = (expiresAt: number | null) => ({ userId: USER, accessToken: 't', expiresAt, ...API })
    expect(credentialsUsable(at(NOW + TOKEN_EXPIRY_MARGIN_MS + 1), NOW)).toBe(true)
    expect(credentialsUsable(at(NOW + TOKEN_EXPIRY_MARGIN_MS), NOW)).toBe(false)
    expect(credentialsUsable(at(null), NOW)).toBe(false)
    expect(tokenExpiresAt('not-a-jwt')).toBeNull()
    expect(tokenExpiresAt(`a.${Buffer.from('{"exp":"soon"}').toString('base64url')}.c`)).toBeNull()
  })

  it('is removed on sign-out', async () => {
    const device = await deviceWith([], fresh)
    expect(device.credentials?.accessToken).toBe(fresh)
    opened?.close()
    const db = new JulDatabase(created?.name)
    await mirrorUploadCredentials(db.kv, null)
    expect(await db.kv.get(KV.uploadCredentials)).toBeUndefined()
    db.close()
  })
})

describe("the service worker's upload pass (no tab open)", () => {
  it("uploads the member's waiting files with the mirrored token and marks them where the tab's lane reads", async () => {
    const device = await deviceWith([file('a'), file('b'), file('c', { status: 'uploaded' })], fresh)
    const server = storage()
    const result = await uploadWaitingFiles({ ...device, ...passDeps(server) })
    expect(result).toEqual({ kind: 'done', uploaded: 2, left: 0 })
    expect(server.sent.map((s) => s.path).sort()).toEqual([file('a').path, file('b').path])
    expect(server.sent.every((s) => s.token === fresh)).toBe(true)
    // The tab's own store reads the marks the worker wrote.
    opened?.close()
    const tab = new JulDatabase(created?.name)
    expect(await attachmentStore(tab).waiting(USER)).toEqual([])
    expect(await tab.attachments.get('a')).toMatchObject({
      status: 'uploaded',
      upload_url: null,
      error: null,
    })
    tab.close()
  })

  it('sends nothing with an expired token: the files wait for a tab to refresh the session', async () => {
    const device = await deviceWith([file('a')], jwt({ sub: USER, exp: (NOW - 1000) / 1000 }))
    const server = storage()
    expect(await uploadWaitingFiles({ ...device, ...passDeps(server) })).toEqual({
      kind: 'token-expired',
      waiting: 1,
    })
    expect(server.sent).toEqual([])
    expect((await device.record('a'))?.status).toBe('waiting')
  })

  it('leaves a file whose token storage refused waiting, with no try counted', async () => {
    const device = await deviceWith([file('a')], fresh)
    const result = await uploadWaitingFiles({ ...device, ...passDeps(storage('auth')) })
    expect(result).toEqual({ kind: 'done', uploaded: 0, left: 1 })
    expect(await device.record('a')).toMatchObject({ status: 'waiting' })
    expect((await device.record('a'))?.attempts ?? 0).toBe(0)
  })

  it('counts a failure waiting can cure on the record, and reports the file left for the browser to retry', async () => {
    const device = await deviceWith([file('a')], fresh)
    const result = await uploadWaitingFiles({ ...device, ...passDeps(storage('retry')) })
    expect(result).toEqual({ kind: 'done', uploaded: 0, left: 1 })
    expect(await device.record('a')).toMatchObject({
      status: 'waiting',
      attempts: 1,
      error: 'Service Unavailable',
    })
  })

  it('does nothing signed out', async () => {
    const device = await deviceWith([file('a')], null)
    const server = storage()
    expect(await uploadWaitingFiles({ ...device, ...passDeps(server) })).toEqual({ kind: 'idle' })
    expect(server.sent).toEqual([])
  })

  it('skips a file a tab is uploading, and finds it marked once the tab lets go', async () => {
    const device = await deviceWith([file('a')], fresh)
    const server = storage()
    const heldByTab: FileLocks = {
      tryWith: async () => BUSY,
      whenFree: async () => {
        await device.store.markUploaded('a')
      },
    }
    const result = await uploadWaitingFiles({ ...device, ...passDeps(server), locks: heldByTab })
    expect(result).toEqual({ kind: 'done', uploaded: 0, left: 0 })
    expect(server.sent).toEqual([])
  })
})

describe("the service worker's view of the database", () => {
  it('never creates the database on a device where no tab made it', async () => {
    const name = `never-opened-${crypto.randomUUID()}`
    expect(await openExistingDatabase(name)).toBeNull()
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(name)
  })
})
