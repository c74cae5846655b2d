import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AuthContext, type AuthContextValue } from '../../../src/data/auth.ts'
import { SyncContext } from '../../../src/data/sync-context.ts'
import { useMemberAccess } from '../../../src/data/use-member-access.ts'
import { JulDatabase } from '../../../sync/db/database.ts'
import { localSyncClient } from '../support/local-sync-client.ts'

const USER = { id: '55555555-5555-4555-8555-555555555555', email: 'ada@example.com', displayName: 'Ada' }
let db: JulDatabase | undefined

const auth = (status: AuthContextValue['status']): AuthContextValue => ({
  status,
  user: status === 'signed-in' ? USER : null,
  isStaff: false,
  signIn: async () => ({ error: null }),
  signUp: async () => ({ error: null, signedIn: true }),
  sendMagicLink: async () => ({ error: null }),
  sendPasswordReset: async () => ({ error: null }),
  updatePassword: async () => ({ error: null }),
  adoptSession: async () => ({ error: null }),
  signOut: async () => {},
})

function wrapperFor(database: JulDatabase, status: AuthContextValue['status'] = 'signed-in', synced = true) {
  const client = localSyncClient(database, USER.id, { synced })
  return ({ children }: { children: ReactNode }) => (
    <AuthContext value={auth(status)}>
      <SyncContext value={client}>{children}</SyncContext>
    </AuthContext>
  )
}

const stamp = '2026-01-01T00:00:00Z'
const membership = (tier: string) => ({
  id: crypto.randomUUID(),
  user_id: USER.id,
  membership_tier: tier,
  membership_kind: tier.startsWith('desktop_') ? 'desktop_access' : 'pass',
  status: 'active',
  card_number: null,
  issued_date: '2026-01-01',
  expiry_date: null,
  qr_code_data: null,
  created_at: stamp,
  updated_at: stamp,
})

describe('useMemberAccess', () => {
  afterEach(async () => {
    await db?.delete()
  })

  it('stays loading on a device that has neither rows nor a first pull, instead of claiming no membership', async () => {
    db = new JulDatabase(`access-${crypto.randomUUID()}`)
    const { result } = renderHook(() => useMemberAccess(), { wrapper: wrapperFor(db, 'signed-in', false) })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current.status).toBe('loading')
  })

  it('stays loading before the first pull while only some of the member’s rows have arrived', async () => {
    db = new JulDatabase(`access-${crypto.randomUUID()}`)
    await db.mirror('jul_memberships').put(membership('desktop_pro'))
    const { result } = renderHook(() => useMemberAccess(), { wrapper: wrapperFor(db, 'signed-in', false) })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current.status).toBe('loading')
  })

  it('answers tier none once the first pull is done and brought nothing', async () => {
    db = new JulDatabase(`access-${crypto.randomUUID()}`)
    const { result } = renderHook(() => useMemberAccess(), { wrapper: wrapperFor(db) })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    if (result.current.status !== 'ready') throw new Error('not ready')
    expect(result.current.access.desktopTier).toBe('none')
  })

  it('follows a tier change as soon as sync writes the new membership row', async () => {
    db = new JulDatabase(`access-${crypto.randomUUID()}`)
    const row = membership('desktop_standard')
    await db.mirror('jul_memberships').put(row)
    const { result } = renderHook(() => useMemberAccess(), { wrapper: wrapperFor(db) })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.status === 'ready' && result.current.access.canEditDesktop).toBe(false)
    await act(async () => {
      await db?.mirror('jul_memberships').put({ ...row, membership_tier: 'desktop_pro' })
    })
    await waitFor(() =>
      expect(result.current.status === 'ready' && result.current.access.canEditDesktop).toBe(true),
    )
  })

  it('reports signed-out without reading the mirror', () => {
    db = new JulDatabase(`access-${crypto.randomUUID()}`)
    const { result } = renderHook(() => useMemberAccess(), { wrapper: wrapperFor(db, 'signed-out') })
    expect(result.current.status).toBe('signed-out')
  })
})
