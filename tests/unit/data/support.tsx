import type { ReactNode } from 'react'
import { AuthContext, type AuthContextValue } from '../../../src/data/auth.ts'
import { SyncContext } from '../../../src/data/sync-context.ts'
import type { SyncClient } from '../../../sync/client.ts'
import { JulDatabase } from '../../../sync/db/database.ts'
import { localSyncClient } from '../support/local-sync-client.ts'

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
