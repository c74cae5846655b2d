import { createClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { supabaseAuthBackend } from '../../../src/app/backend/auth-backend.ts'
import { authStorageKey, LOCAL_ANON_KEY } from '../../../src/app/backend/supabase-config.ts'

const URL_ = 'http://127.0.0.1:54399'
const KEY = authStorageKey(URL_)

function memoryStorage(initial: Record<string, string>) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

function storedSession(expiresInSeconds: number) {
  const expiresAt = Math.floor(Date.now() / 1000) + expiresInSeconds
  return JSON.stringify({
    access_token: 'header.payload.signature',
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user: {
      id: 'u-ada',
      aud: 'authenticated',
      email: 'ada@example.com',
      app_metadata: {},
      user_metadata: { first_name: 'Ada', last_name: 'Lovelace' },
      created_at: '2026-01-01T00:00:00Z',
    },
  })
}

function backendWith(storage: ReturnType<typeof memoryStorage>, fetchImpl: typeof fetch, online = true) {
  const client = createClient(URL_, LOCAL_ANON_KEY, {
    auth: { storage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchImpl },
  })
  return supabaseAuthBackend(client, { storage, key: KEY, isOnline: () => online })
}

const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'))

describe('session while offline', () => {
  it('uses the key supabase-js uses by default', () => {
    expect(KEY).toBe('sb-127-auth-token')
  })

  it('keeps the member signed in offline although the access token expired', async () => {
    const backend = backendWith(memoryStorage({ [KEY]: storedSession(-600) }), offline, false)
    expect(await backend.currentUser()).toEqual({
      id: 'u-ada',
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
    })
  })

  it('signs out when the server itself refuses the refresh', async () => {
    const refused: typeof fetch = async () =>
      new Response(JSON.stringify({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      })
    const backend = backendWith(memoryStorage({ [KEY]: storedSession(-600) }), refused)
    expect(await backend.currentUser()).toBeNull()
  })

  it('has no user when nothing was ever stored', async () => {
    expect(await backendWith(memoryStorage({}), offline, false).currentUser()).toBeNull()
  })
})
