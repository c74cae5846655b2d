import { AuthApiError, AuthRetryableFetchError, type Session } from '@supabase/supabase-js'
import { describe, expect, it, vi } from 'vitest'
import { refreshForSync, storedSyncSession } from '../../../src/app/backend/sync-connection.ts'

const KEY = 'sb-127-auth-token'
const session = JSON.stringify({
  access_token: 'expired.jwt.token',
  refresh_token: 'refresh-1',
  expires_at: 1,
  user: { id: 'u-ada', email: 'ada@example.com' },
})

function stored(value: string | null, online: boolean) {
  return {
    storage: { getItem: (key: string) => (key === KEY ? value : null) },
    key: KEY,
    isOnline: () => online,
  }
}

describe('sync session while offline', () => {
  it('hands the stored session (even expired) to the sync worker when there is no network', () => {
    expect(storedSyncSession(stored(session, false))).toEqual({
      accessToken: 'expired.jwt.token',
      refreshToken: 'refresh-1',
      userId: 'u-ada',
    })
  })

  it('leaves it to supabase-js when online', () => {
    expect(storedSyncSession(stored(session, true))).toBeNull()
  })

  it.each([null, 'not json', '{"access_token":"a"}'])('has nothing to hand over for %s', (value) => {
    expect(storedSyncSession(stored(value, false))).toBeNull()
  })
})

describe("the sync worker's token refresh", () => {
  const renewed = {
    access_token: 'new.jwt',
    refresh_token: 'refresh-2',
    user: { id: 'u-ada' },
  } as unknown as Session

  function auth(answer: { session: Session | null; error: Error | null }) {
    const signOut = vi.fn(async () => ({ error: null }))
    const refreshSession = vi.fn(async () => ({
      data: { session: answer.session, user: null },
      error: answer.error,
    }))
    return { signOut, refreshSession } as unknown as Parameters<typeof refreshForSync>[0] & {
      signOut: typeof signOut
    }
  }

  it('hands the renewed session over', async () => {
    const fake = auth({ session: renewed, error: null })
    expect(await refreshForSync(fake)).toEqual({
      accessToken: 'new.jwt',
      refreshToken: 'refresh-2',
      userId: 'u-ada',
    })
    expect(fake.signOut).not.toHaveBeenCalled()
  })

  it.each(['refresh_token_already_used', 'refresh_token_not_found', 'session_not_found'])(
    'ends the session on this device when the server answers %s (revoked elsewhere, or rotated by a lost answer)',
    async (code) => {
      const fake = auth({ session: null, error: new AuthApiError('Invalid Refresh Token', 400, code) })
      expect(await refreshForSync(fake)).toBeNull()
      expect(fake.signOut).toHaveBeenCalledWith({ scope: 'local' })
    },
  )

  it('keeps the session when the token endpoint only failed (500, 429): the engine retries', async () => {
    const fake = auth({
      session: null,
      error: new AuthApiError('Unexpected failure', 500, 'unexpected_failure'),
    })
    expect(await refreshForSync(fake)).toBeNull()
    expect(fake.signOut).not.toHaveBeenCalled()
  })

  it('throws when the server could not be reached, so the engine tries again later', async () => {
    const fake = auth({ session: null, error: new AuthRetryableFetchError('Failed to fetch', 0) })
    await expect(refreshForSync(fake)).rejects.toThrow('Failed to fetch')
  })
})
