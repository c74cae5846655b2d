import { describe, expect, it } from 'vitest'
import { storedSyncSession } from '../../../src/app/sync-connection.ts'

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
