import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AuthContext, type AuthContextValue } from '../../../../src/data/auth.ts'
import { useCaptureContextStore } from '../../../../src/data/capture-context-store.ts'
import { SyncContext } from '../../../../src/data/sync-context.ts'
import { CardDetailPage } from '../../../../src/features/board/card-detail-page.tsx'
import { JulDatabase } from '../../../../sync/db/database.ts'
import { localSyncClient } from '../../support/local-sync-client.ts'

const USER = { id: '44444444-4444-4444-8444-444444444444', email: 'priya@example.com', displayName: 'Priya' }
const CARD = '0a000000-0000-4000-8000-000000000001'
const stamp = '2026-05-01T10:00:00.000Z'
let db: JulDatabase

const auth: AuthContextValue = {
  status: 'signed-in',
  user: USER,
  isStaff: false,
  signIn: async () => ({ error: null }),
  signUp: async () => ({ error: null, signedIn: true }),
  sendMagicLink: async () => ({ error: null }),
  signOut: async () => {},
  adoptSession: async () => ({ error: null }),
}

beforeEach(async () => {
  db = new JulDatabase(`card-page-${crypto.randomUUID()}`)
  await db.mirror('julboard_tasks').put({
    id: CARD,
    user_id: USER.id,
    title: 'Hire finance lead',
    description: 'Own the model.',
    status: 'in_progress',
    priority: 'high',
    assigned_to: 'Julia Advisor',
    due_date: '2026-06-30',
    labels: ['hiring'],
    created_at: stamp,
    updated_at: stamp,
  })
  await db.mirror('capture_inbox').put({
    id: '0b000000-0000-4000-8000-000000000001',
    user_id: USER.id,
    status: 'assigned',
    content: 'Ask about the salary band',
    content_type: 'text',
    file_url: null,
    file_name: null,
    location: null,
    tags: [],
    capture_context: { assigned_to: CARD, assigned_at: stamp },
    created_at: stamp,
    updated_at: stamp,
  })
})
afterEach(async () => {
  useCaptureContextStore.setState({ context: { type: 'home' } })
  await db.delete()
})

function renderCard() {
  const client = localSyncClient(db, USER.id)
  return render(
    <MemoryRouter initialEntries={[`/app/julboard/card/${CARD}`]}>
      <AuthContext value={auth}>
        <SyncContext value={client}>
          <Routes>
            <Route
              path="/app/julboard/card/:cardId"
              element={<CardDetailPage capture={(card) => <p>Quick capture for {card.title}</p>} />}
            />
            <Route path="/app/home" element={<p>Home screen</p>} />
          </Routes>
          <Link to="/app/home">Leave</Link>
        </SyncContext>
      </AuthContext>
    </MemoryRouter>,
  )
}

describe('the card detail page (002 §2.4)', () => {
  it('declares the card as the capture context and resets it to home on leaving', async () => {
    renderCard()
    expect(await screen.findByRole('heading', { level: 1, name: 'Hire finance lead' })).toBeDefined()
    expect(useCaptureContextStore.getState().context).toEqual({
      type: 'julboard_card',
      cardId: CARD,
      cardTitle: 'Hire finance lead',
    })
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }))
    expect(await screen.findByText('Home screen')).toBeDefined()
    expect(useCaptureContextStore.getState().context).toEqual({ type: 'home' })
  })

  it('shows badges, assignee and due date, and in Notes the capture slot and the notes attached to the card', async () => {
    renderCard()
    expect(await screen.findByText('In Progress')).toBeDefined()
    expect(screen.getByText('High priority')).toBeDefined()
    expect(screen.getByText('Julia Advisor')).toBeDefined()
    expect(screen.getByText('30 Jun 2026')).toBeDefined()
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }))
    expect(await screen.findByText('Quick capture for Hire finance lead')).toBeDefined()
    expect(await screen.findByText('Ask about the salary band')).toBeDefined()
  })

  it('hides Edit from a member whose plans cannot edit the board', async () => {
    renderCard()
    await screen.findByRole('heading', { level: 1, name: 'Hire finance lead' })
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
  })
})
