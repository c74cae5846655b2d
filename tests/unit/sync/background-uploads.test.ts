import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { JulDatabase } from '../../../sync/db/database.ts'
import { type AttachmentRecord, KV, type KvRecord } from '../../../sync/db/records.ts'
import { uploadWaitingFiles } from '../../../sync/uploads/background-uploads.ts'
import { BUSY, type FileLocks } from '../../../sync/uploads/file-locks.ts'
import type { UploadTransport } from '../../../sync/uploads/types.ts'
import {
  credentialsUsable,
  mirrorUploadCredentials,
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
let opened: Dexie | null = null
afterEach(async () => {
  opened?.close()
  await created?.delete()
  created = opened = null
})

/** The app's database with these files and credentials, then opened the way the worker opens it: without the schema. */
async function deviceWith(files: AttachmentRecord[], token: string | null) {
  created = new JulDatabase(`bg-${crypto.randomUUID()}`)
  await created.attachments.bulkAdd(files)
  await mirrorUploadCredentials(
    created.kv,
    token ? uploadCredentials({ accessToken: token, userId: USER }, API) : null,
  )
  const name = created.name
  created.close()
  opened = new Dexie(name)
  await opened.open()
  return {
    attachments: opened.table<AttachmentRecord, string>('attachments'),
    kv: opened.table<KvRecord, string>('kv'),
  }
}

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
    const db = await deviceWith([], fresh)
    await mirrorUploadCredentials(db.kv, null)
    expect(await db.kv.get(KV.uploadCredentials)).toBeUndefined()
  })
})

describe("the service worker's upload pass (no tab open)", () => {
  it("uploads the member's waiting files with the mirrored token and marks them where the tab's lane reads", async () => {
    const db = await deviceWith([file('a'), file('b'), file('c', { status: 'uploaded' })], fresh)
    const server = storage()
    const result = await uploadWaitingFiles({
      db,
      locks: noLocks,
      clock,
      network: { constrained: () => false },
      transportFor: server.transportFor,
      removerFor: () => ({ remove: async () => 'removed' }),
    })
    expect(result).toEqual({ kind: 'done', uploaded: 2, left: 0 })
    expect(server.sent.map((s) => s.path).sort()).toEqual([file('a').path, file('b').path])
    expect(server.sent.every((s) => s.token === fresh)).toBe(true)
    expect((await db.attachments.toArray()).map((f) => f.status)).toEqual([
      'uploaded',
      'uploaded',
      'uploaded',
    ])
  })

  it('sends nothing with an expired token: the files wait for a tab to refresh the session', async () => {
    const db = await deviceWith([file('a')], jwt({ sub: USER, exp: (NOW - 1000) / 1000 }))
    const server = storage()
    const deps = {
      db,
      locks: noLocks,
      clock,
      network: { constrained: () => false },
      transportFor: server.transportFor,
      removerFor: () => ({ remove: async () => 'removed' as const }),
    }
    expect(await uploadWaitingFiles(deps)).toEqual({ kind: 'token-expired', waiting: 1 })
    expect(server.sent).toEqual([])
    expect((await db.attachments.get('a'))?.status).toBe('waiting')
  })

  it('leaves a file whose token storage refused waiting, with no try counted', async () => {
    const db = await deviceWith([file('a')], fresh)
    const result = await uploadWaitingFiles({
      db,
      locks: noLocks,
      clock,
      network: { constrained: () => false },
      transportFor: storage('auth').transportFor,
      removerFor: () => ({ remove: async () => 'removed' }),
    })
    expect(result).toEqual({ kind: 'done', uploaded: 0, left: 1 })
    expect(await db.attachments.get('a')).toMatchObject({ status: 'waiting' })
    expect((await db.attachments.get('a'))?.attempts ?? 0).toBe(0)
  })

  it('does nothing signed out, and skips a file a tab is uploading', async () => {
    const signedOut = await deviceWith([file('a')], null)
    const server = storage()
    const deps = {
      locks: noLocks,
      clock,
      network: { constrained: () => false },
      transportFor: server.transportFor,
      removerFor: () => ({ remove: async () => 'removed' as const }),
    }
    expect(await uploadWaitingFiles({ ...deps, db: signedOut })).toEqual({ kind: 'idle' })
    opened?.close()
    await created?.delete()

    const db = await deviceWith([file('a')], fresh)
    let tabDone: () => void = () => {}
    const tabUploading = new Promise<void>((resolve) => {
      tabDone = resolve
    })
    const heldByTab: FileLocks = {
      tryWith: async () => BUSY,
      whenFree: async () => {
        await tabUploading
        await db.attachments.update('a', { status: 'uploaded' })
      },
    }
    const pass = uploadWaitingFiles({ ...deps, db, locks: heldByTab })
    tabDone()
    expect(await pass).toEqual({ kind: 'done', uploaded: 0, left: 0 })
    expect(server.sent).toEqual([])
  })
})
