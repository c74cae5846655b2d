import { render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AuthContext, type AuthContextValue } from '../../../src/data/auth.ts'
import { LocalDatabaseGate } from '../../../src/data/no-database-notice.tsx'
import { SyncContext } from '../../../src/data/sync-context.ts'
import { NO_DATABASE, useMemberScreen } from '../../../src/data/use-member-screen.ts'
import type { SyncClient } from '../../../sync/client.ts'
import { JulDatabase } from '../../../sync/db/database.ts'
import { localSyncClient } from '../support/local-sync-client.ts'

const USER = { id: '66666666-6666-4666-8666-666666666666', email: 'ada@example.com', displayName: 'Ada' }

const auth: AuthContextValue = {
  status: 'signed-in',
  user: USER,
  isStaff: false,
  signIn: async () => ({ error: null }),
  signUp: async () => ({ error: null, signedIn: true }),
  sendMagicLink: async () => ({ error: null }),
  sendPasswordReset: async () => ({ error: null }),
  updatePassword: async () => ({ error: null }),
  adoptSession: async () => ({ error: null }),
  signOut: async () => {},
}

/** A private window: every open request throws, as Firefox's did before version 115. */
const refusingFactory = {
  open: () => {
    throw new DOMException(
      'A mutation operation was attempted on a database that did not allow mutations.',
      'InvalidStateError',
    )
  },
  cmp: indexedDB.cmp.bind(indexedDB),
} as unknown as IDBFactory

let client: SyncClient | undefined
let db: JulDatabase | undefined
afterEach(async () => {
  await client?.close()
  await db?.delete().catch(() => undefined)
  client = undefined
  db = undefined
})

function wrapperFor(database: JulDatabase, synced: boolean) {
  client = localSyncClient(database, USER.id, { synced })
  const current = client
  return ({ children }: { children: ReactNode }) => (
    <AuthContext value={auth}>
      <SyncContext value={current}>{children}</SyncContext>
    </AuthContext>
  )
}

describe('useMemberScreen', () => {
  it('is no-database, never loading for ever, when this browser refuses to open IndexedDB', async () => {
    db = new JulDatabase(`refused-${crypto.randomUUID()}`, {}, { indexedDB: refusingFactory, IDBKeyRange })
    const { result } = renderHook(() => useMemberScreen(), { wrapper: wrapperFor(db, false) })
    await waitFor(() => expect(result.current.status).toBe('no-database'))
  })

  it('is ready with the client once the database opens and the access is known', async () => {
    db = new JulDatabase(`opened-${crypto.randomUUID()}`)
    const { result } = renderHook(() => useMemberScreen(), { wrapper: wrapperFor(db, true) })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.status === 'ready' && result.current.client).toBe(client)
  })
})

describe('LocalDatabaseGate', () => {
  it('shows the one notice with a Reload button instead of the screen when the database cannot open', async () => {
    db = new JulDatabase(`refused-${crypto.randomUUID()}`, {}, { indexedDB: refusingFactory, IDBKeyRange })
    const Wrapper = wrapperFor(db, false)
    render(
      <Wrapper>
        <LocalDatabaseGate>
          <p>The screen</p>
        </LocalDatabaseGate>
      </Wrapper>,
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(NO_DATABASE.title)
    expect(alert.textContent).toContain(NO_DATABASE.message)
    expect(screen.getByRole('button', { name: NO_DATABASE.retry })).toBeDefined()
    expect(screen.queryByText('The screen')).toBeNull()
  })

  it('shows the screen itself on a browser whose database opens', async () => {
    db = new JulDatabase(`opened-${crypto.randomUUID()}`)
    const Wrapper = wrapperFor(db, true)
    render(
      <Wrapper>
        <LocalDatabaseGate>
          <p>The screen</p>
        </LocalDatabaseGate>
      </Wrapper>,
    )
    expect(await screen.findByText('The screen')).toBeDefined()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
