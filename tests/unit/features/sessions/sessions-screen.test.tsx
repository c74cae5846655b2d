import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AuthContext, type AuthContextValue } from '../../../../src/data/auth.ts'
import { SyncContext } from '../../../../src/data/sync-context.ts'
import { SessionsScreen } from '../../../../src/features/sessions/sessions-screen.tsx'
import { Toaster } from '../../../../src/ui/toaster.tsx'
import { JulDatabase } from '../../../../sync/db/database.ts'
import { localSyncClient } from '../../support/local-sync-client.ts'

const USER = {
  id: '33333333-3333-4333-8333-333333333333',
  email: 'founder.standard@example.com',
  displayName: 'Sam',
}
const HOUR = 3600_000
const DAY = 24 * HOUR
let db: JulDatabase

const auth: AuthContextValue = {
  status: 'signed-in',
  user: USER,
  isStaff: false,
  signIn: async () => ({ error: null }),
  signUp: async () => ({ error: null, signedIn: false }),
  sendMagicLink: async () => ({ error: null }),
  sendPasswordReset: async () => ({ error: null }),
  updatePassword: async () => ({ error: null }),
  signOut: async () => {},
  adoptSession: async () => ({ error: null }),
}

function sessionRow(title: string, startOffset: number, status = 'scheduled') {
  const start = new Date(Date.now() + startOffset).toISOString()
  return {
    id: crypto.randomUUID(),
    user_id: USER.id,
    title,
    description: null,
    session_type: null,
    start_time: start,
    end_time: null,
    status,
    notes: null,
    meeting_url: null,
    recording_url: null,
    attendee_name: null,
    attendee_email: null,
    created_at: start,
    updated_at: start,
  }
}

function renderList(synced = true) {
  const client = localSyncClient(db, USER.id, { synced })
  render(
    <MemoryRouter>
      <AuthContext value={auth}>
        <SyncContext value={client}>
          <SessionsScreen booking={<button type="button">Schedule Session</button>} />
        </SyncContext>
      </AuthContext>
      <Toaster />
    </MemoryRouter>,
  )
}

const managed = (title: string) =>
  screen.getAllByTestId('managed-session').find((row) => row.textContent?.includes(title))

beforeEach(async () => {
  db = new JulDatabase(`mobile-sessions-${crypto.randomUUID()}`)
  await db
    .mirror('sessions')
    .bulkPut([
      sessionRow('Started an hour ago', -HOUR),
      sessionRow('Tomorrow', DAY),
      sessionRow('Six weeks ago', -42 * DAY, 'completed'),
    ])
})

afterEach(async () => {
  await db.delete()
})

describe('the mobile Sessions sub-tab (002 §2.3, §4, §5)', () => {
  it('lists sessions starting in the last 30 days and those ahead, each opening its recap', async () => {
    renderList()
    const list = await screen.findByRole('list', { name: 'Recent sessions' })
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tomorrow', 'Started an hour ago'])
    expect(within(list).getByRole('link', { name: 'Tomorrow' }).getAttribute('href')).toMatch(
      /^\/app\/sessions\//,
    )
  })

  it('answers session scheduling for a free member with the upgrade prompt, not the booking flow (002 §6)', async () => {
    renderList()
    expect(await screen.findByText('Scheduling sessions is part of Premium')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Schedule Session' })).toBeNull()
  })

  it('shows loading, not the empty text, before the first pull', async () => {
    await db.mirror('sessions').clear()
    renderList(false)
    expect(await screen.findByRole('status')).toBeDefined()
    expect(screen.queryByText('No sessions in the last 30 days.')).toBeNull()
  })

  it("marks completed only once started: 'Session marked as completed', written through the queue", async () => {
    renderList()
    await screen.findByRole('list', { name: 'Session Manager' })
    const ahead = within(managed('Tomorrow') ?? document.body).getByRole('button', { name: 'Mark completed' })
    expect((ahead as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(
      within(managed('Started an hour ago') ?? document.body).getByRole('button', { name: 'Mark completed' }),
    )
    expect(await screen.findByText('Session marked as completed')).toBeDefined()
    const queued = await db.pending_sync_data.toArray()
    expect(queued.map((entry) => [entry.table, entry.action, entry.data])).toEqual([
      ['sessions', 'update', { status: 'completed' }],
    ])
  })

  it("cancels while scheduled: 'Session marked as cancelled'", async () => {
    renderList()
    await screen.findByRole('list', { name: 'Session Manager' })
    await userEvent.click(
      within(managed('Tomorrow') ?? document.body).getByRole('button', { name: 'Cancel' }),
    )
    expect(await screen.findByText('Session marked as cancelled')).toBeDefined()
  })

  it("deletes only after 'Are you sure you want to delete this session?'", async () => {
    renderList()
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Tomorrow' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('Are you sure you want to delete this session?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(await db.mirror('sessions').count()).toBe(3)
    await userEvent.click(screen.getByRole('button', { name: 'Delete Tomorrow' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(await screen.findByText('Session deleted')).toBeDefined()
    expect(await db.mirror('sessions').count()).toBe(2)
  })
})
