import { afterEach, describe, expect, it } from 'vitest'
import { BIOMETRIC_DEVICE_KEY, BIOMETRIC_USER_KEY, createBiometric } from '../../../src/data/biometric.ts'
import { FunctionCallError, type InvokeFunction } from '../../../src/data/functions.ts'
import { createMemoryStorage } from '../../../src/lib/storage.ts'
import { JulDatabase } from '../../../sync/db/database.ts'
import { localSyncClient } from '../support/local-sync-client.ts'

const USER_ID = '66666666-6666-4666-8666-666666666666'
const TOKENS = { access_token: 'a', refresh_token: 'r' }
let db: JulDatabase | undefined
afterEach(async () => {
  await db?.delete()
})

function setup(options: { userId?: string | null; fail?: (action: string) => Error | null } = {}) {
  const bodies: Record<string, unknown>[] = []
  const adopted: unknown[] = []
  const storage = createMemoryStorage()
  const invoke = (async (_name: string, call?: { body?: unknown }) => {
    const body = call?.body as Record<string, unknown>
    bodies.push(body)
    const failure = options.fail?.(String(body.action))
    if (failure) throw failure
    if (String(body.action).endsWith('options')) return { options: { challenge: 'c1' } }
    if (body.action === 'authenticate') return { session: TOKENS }
    return { enrolled: true }
  }) as InvokeFunction
  const biometric = createBiometric({
    invoke,
    userId: options.userId === undefined ? USER_ID : options.userId,
    storage,
    adoptSession: async (tokens) => {
      adopted.push(tokens)
      return { error: null }
    },
    sync: null,
    webAuthn: {
      supported: () => true,
      register: async () => ({ id: 'cred', rawId: 'cred' }) as never,
      authenticate: async () => ({ id: 'cred', rawId: 'cred' }) as never,
    },
  })
  return { biometric, bodies, adopted, storage }
}

describe('createBiometric', () => {
  it('enrols this device under one kept device id and remembers the member for sign-in', async () => {
    const { biometric, bodies, storage } = setup()
    expect(await biometric.enrol('Laptop')).toBe('Biometric authentication enabled successfully')
    const deviceId = storage.getItem(BIOMETRIC_DEVICE_KEY)
    expect(bodies).toEqual([
      { action: 'registration-options', deviceId },
      { action: 'register', deviceId, deviceName: 'Laptop', response: { id: 'cred', rawId: 'cred' } },
    ])
    expect(storage.getItem(BIOMETRIC_USER_KEY)).toBe(USER_ID)
  })

  it("refuses enrolment when signed out with the spec's message", async () => {
    const { biometric, bodies } = setup({ userId: null })
    await expect(biometric.enrol()).rejects.toThrow(
      'You must be logged in to enable biometric authentication',
    )
    expect(bodies).toEqual([])
  })

  it('signs in with the remembered member and makes the issued session current', async () => {
    const { biometric, bodies, adopted, storage } = setup({ userId: null })
    storage.setItem(BIOMETRIC_USER_KEY, USER_ID)
    expect(await biometric.signIn()).toBe('Signed in successfully')
    expect(bodies[0]).toEqual({ action: 'authentication-options', userId: USER_ID })
    expect(adopted).toEqual([TOKENS])
  })

  it("maps the server's refusals to the spec's messages", async () => {
    const none = setup({ fail: () => new FunctionCallError('biometric-signin', 'x', 404, false) })
    await expect(none.biometric.signIn()).rejects.toThrow('No biometric credentials found for this device')
    const refused = setup({
      fail: (action) =>
        action === 'authenticate' ? new FunctionCallError('biometric-signin', 'x', 401, false) : null,
    })
    await expect(refused.biometric.signIn()).rejects.toThrow('Biometric authentication failed')
    const noSession = setup({
      fail: (action) =>
        action === 'authenticate' ? new FunctionCallError('biometric-signin', 'x', 502, false) : null,
    })
    await expect(noSession.biometric.signIn()).rejects.toThrow('Failed to create session')
    const enrolFails = setup({ fail: () => new FunctionCallError('biometric-signin', 'x', 400, false) })
    await expect(enrolFails.biometric.enrol()).rejects.toThrow('Failed to enable biometric authentication')
  })

  it("disables this device's credential through the sync queue", async () => {
    db = new JulDatabase(`bio-${crypto.randomUUID()}`)
    const sync = localSyncClient(db, USER_ID)
    const storage = createMemoryStorage()
    storage.setItem(BIOMETRIC_DEVICE_KEY, 'device-1')
    const id = crypto.randomUUID()
    const now = new Date().toISOString()
    await db.mirror('biometric_credentials').put({
      id,
      user_id: USER_ID,
      device_id: 'device-1',
      credential_id: 'cred',
      device_name: null,
      is_active: true,
      last_used_at: null,
      created_at: now,
      updated_at: now,
    })
    const biometric = createBiometric({
      invoke: (async () => ({})) as InvokeFunction,
      userId: USER_ID,
      storage,
      adoptSession: async () => ({ error: null }),
      sync,
      webAuthn: {
        supported: () => true,
        register: async () => ({}) as never,
        authenticate: async () => ({}) as never,
      },
    })
    expect(await biometric.disable()).toBe('Biometric authentication disabled')
    expect((await db.mirror('biometric_credentials').get(id))?.is_active).toBe(false)
    expect(await db.pending_sync_data.count()).toBe(1)
  })
})
