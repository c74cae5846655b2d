import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { AuthContext, type AuthContextValue } from '../../../src/data/auth.ts'
import { FunctionsContext } from '../../../src/data/functions.ts'
import { SyncContext } from '../../../src/data/sync-context.ts'
import { Toaster } from '../../../src/ui/toaster.tsx'
import type { SyncClient } from '../../../sync/client.ts'
import { JulDatabase } from '../../../sync/db/database.ts'
import { KV } from '../../../sync/db/records.ts'
import { localSyncClient } from './local-sync-client.ts'

export const MEMBER = {
  id: '77777777-7777-4777-8777-777777777777',
  email: 'ada@example.com',
  displayName: 'Ada',
}

export const signedIn: AuthContextValue = {
  status: 'signed-in',
  user: MEMBER,
  isStaff: false,
  signIn: async () => ({ error: null }),
  signUp: async () => ({ error: null, signedIn: true }),
  sendMagicLink: async () => ({ error: null }),
  adoptSession: async () => ({ error: null }),
  signOut: async () => {},
}

/** A real local database and sync client for one member; `close()` after each test. */
export function memberDevice(options: { synced: boolean }) {
  const db = new JulDatabase(`data-${crypto.randomUUID()}`)
  const client: SyncClient = localSyncClient(db, MEMBER.id, options)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext value={signedIn}>
      <SyncContext value={client}>{children}</SyncContext>
    </AuthContext>
  )
  return {
    db,
    client,
    wrapper,
    close: async () => {
      await client.close()
      await db.delete().catch(() => undefined)
    },
  }
}

export type DesktopTier = 'desktop_pro' | 'desktop_standard'

/** Stores the member's desktop access row, as the first pull would bring it (001 §2 tiers). */
export async function grantDesktop(db: JulDatabase, tier: DesktopTier, userId = MEMBER.id) {
  const stamp = '2026-01-01T00:00:00Z'
  await db.mirror('jul_memberships').put({
    id: crypto.randomUUID(),
    user_id: userId,
    membership_tier: tier,
    membership_kind: 'desktop_access',
    status: 'active',
    card_number: null,
    issued_date: '2026-01-01',
    expiry_date: null,
    qr_code_data: null,
    created_at: stamp,
    updated_at: stamp,
  })
}

/** Marks this device's first pull for the member as done, as the sync worker does after it. */
export async function finishFirstPull(db: JulDatabase, userId = MEMBER.id) {
  await db.kv.put({ key: KV.firstPullDoneFor, value: userId })
}

/** Renders `ui` as the member's screen: router, auth, sync client, functions and the toaster. */
export function renderAsMember(device: ReturnType<typeof memberDevice>, ui: ReactNode, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <FunctionsContext value={async <T,>() => ({}) as T}>
        <device.wrapper>{ui}</device.wrapper>
      </FunctionsContext>
      <Toaster />
    </MemoryRouter>,
  )
}
