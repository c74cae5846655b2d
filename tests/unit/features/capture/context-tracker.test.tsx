import { render, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { MemoryRouter, useNavigate } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AuthContext, type AuthContextValue } from '../../../../src/data/auth.ts'
import { SyncContext } from '../../../../src/data/sync-context.ts'
import { contextLogRows } from '../../../../src/features/capture/context-detection.ts'
import { ContextTracker } from '../../../../src/features/capture/context-tracker.tsx'
import { useQuickAddContextStore } from '../../../../src/features/capture/quick-add-context-store.ts'
import type { SyncClient } from '../../../../sync/client.ts'
import { JulDatabase } from '../../../../sync/db/database.ts'
import { localSyncClient } from '../../support/local-sync-client.ts'

const USER = '22222222-2222-4222-8222-222222222222'
const CARD = '0f1e2d3c-4b5a-4968-8776-655443322110'
let db: JulDatabase
let client: SyncClient

const signedIn = {
  status: 'signed-in',
  user: { id: USER, email: 'member@example.com', displayName: 'Member' },
} as AuthContextValue

/** Navigates twice in a row, faster than the 100 ms settle time. */
function QuickHops({ to }: { to: string[] }) {
  const navigate = useNavigate()
  // biome-ignore lint/correctness/useExhaustiveDependencies: hop once, on mount
  useEffect(() => {
    for (const path of to) void navigate(path)
  }, [])
  return null
}

function renderAt(path: string, hops: string[] = []) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthContext value={signedIn}>
        <SyncContext value={client}>
          <ContextTracker />
          <QuickHops to={hops} />
        </SyncContext>
      </AuthContext>
    </MemoryRouter>,
  )
}

beforeEach(() => {
  db = new JulDatabase(`context-log-${crypto.randomUUID()}`)
  client = localSyncClient(db, USER)
})

afterEach(async () => {
  await db.delete()
})

describe('context logging', () => {
  it('maps a route to its detection row and capture context, with the confidence of 002 §4', () => {
    expect(contextLogRows(`/app/julboard/card/${CARD}`)).toEqual({
      detection: {
        detected_context: 'card',
        route_path: `/app/julboard/card/${CARD}`,
        context_data: { id: CARD },
        detection_method: 'route',
        accuracy_score: 0.95,
      },
      appContext: {
        context_type: 'julboard_card',
        context_data: { id: CARD, path: `/app/julboard/card/${CARD}` },
      },
    })
    expect(contextLogRows('/app/inbox').detection.accuracy_score).toBe(0.75)
    expect(contextLogRows('/app/settings').appContext.context_type).toBe('unknown')
  })

  it('queues both log rows for the settled route, through the sync queue', async () => {
    renderAt('/app/media')
    await waitFor(async () => expect(await db.pending_sync_data.count()).toBe(2))
    const entries = await db.pending_sync_data.orderBy('seq').toArray()
    expect(entries.map((e) => [e.table, e.action, e.user_id])).toEqual([
      ['context_detection_log', 'insert', USER],
      ['app_context_log', 'insert', USER],
    ])
    expect(entries[0]?.data).toMatchObject({ detected_context: 'media', accuracy_score: 0.8 })
    expect(entries[1]?.data).toMatchObject({ context_type: 'media_library' })
  })

  it('logs only where the member settles, not every route passed on the way', async () => {
    renderAt('/app/home', ['/app/julboard', '/app/inbox'])
    await waitFor(async () => expect(await db.pending_sync_data.count()).toBe(2))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const rows = await db.mirror('context_detection_log').toArray()
    expect(rows.map((row) => row.route_path)).toEqual(['/app/inbox'])
  })
})

describe('the context Quick Add uses', () => {
  it('is the card the member settled on, named from the device, and survives the visit to Quick Add', async () => {
    const now = new Date().toISOString()
    await db.mirror('julboard_tasks').put({
      id: CARD,
      user_id: USER,
      title: 'Hire a CFO',
      description: null,
      status: 'backlog',
      priority: 'high',
      assigned_to: null,
      due_date: null,
      labels: [],
      created_at: now,
      updated_at: now,
    })
    useQuickAddContextStore.getState().set({ type: 'home' })
    renderAt(`/app/julboard/card/${CARD}`)
    await waitFor(() =>
      expect(useQuickAddContextStore.getState().context).toEqual({
        type: 'julboard_card',
        cardId: CARD,
        cardTitle: 'Hire a CFO',
      }),
    )
  })

  it('is not changed by the Quick Add screen itself', async () => {
    useQuickAddContextStore.getState().set({ type: 'media_library' })
    renderAt('/app/quickadd')
    await waitFor(async () => expect(await db.pending_sync_data.count()).toBe(2))
    expect(useQuickAddContextStore.getState().context).toEqual({ type: 'media_library' })
  })
})
