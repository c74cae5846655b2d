import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SyncContext } from '../../../../src/data/sync-context.ts'
import { SparksFeedScreen } from '../../../../src/features/sparks/sparks-feed.tsx'
import type { SyncClient } from '../../../../sync/client.ts'
import { JulDatabase } from '../../../../sync/db/database.ts'
import { STORAGE_FULL_MESSAGE, StorageFullError } from '../../../../sync/public/errors.ts'
import { localSyncClient } from '../../support/local-sync-client.ts'

const USER = '11111111-1111-4111-8111-111111111111'
let db: JulDatabase
let client: SyncClient

async function seedSparks(count: number, archivedEvery = 0) {
  const rows = Array.from({ length: count }, (_, n) => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    user_id: USER,
    spark_type: 'manual',
    content: `Spark ${n}`,
    source_type: 'manual',
    source_id: null,
    metadata: {},
    is_favorited: false,
    is_archived: archivedEvery > 0 && n % archivedEvery === 0,
    created_at: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
    updated_at: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
  }))
  await db.mirror('sparks').bulkPut(rows)
}

function renderFeed() {
  return render(
    <SyncContext value={client}>
      <SparksFeedScreen userId={USER} />
    </SyncContext>,
  )
}

beforeEach(() => {
  db = new JulDatabase(`sparks-screen-${crypto.randomUUID()}`)
  client = localSyncClient(db, USER)
})

afterEach(async () => {
  await db.delete()
})

describe('the JUL Sparks screen', () => {
  it('lists the latest 50 non-archived sparks newest first, with the note', async () => {
    await seedSparks(70, 10)
    renderFeed()
    const items = await screen.findAllByTestId('spark')
    expect(items).toHaveLength(50)
    expect(items[0]?.textContent).toContain('Spark 69')
    expect(screen.getByText('Showing latest 50 sparks')).toBeDefined()
    expect(screen.queryByText('Spark 60')).toBeNull()
  })

  it('shows loading, not the empty text, until the first pull for this user has landed', async () => {
    await db.delete()
    db = new JulDatabase(`sparks-screen-${crypto.randomUUID()}`)
    client = localSyncClient(db, USER, { synced: false })
    renderFeed()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByText('Loading...')).toBeDefined()
    expect(screen.queryByText('No sparks yet. Add your first one above.')).toBeNull()
    await db.kv.put({ key: 'first_pull_done_for', value: USER })
    expect(await screen.findByText('No sparks yet. Add your first one above.')).toBeDefined()
  })

  it('keeps Add Spark disabled for blank text and queues a new spark with the row', async () => {
    renderFeed()
    const user = userEvent.setup()
    const button = await screen.findByRole('button', { name: 'Add Spark' })
    await user.type(screen.getByLabelText('New spark'), '   ')
    expect((button as HTMLButtonElement).disabled).toBe(true)
    await user.type(screen.getByLabelText('New spark'), ' Call the lead investor ')
    await user.click(button)
    await waitFor(() => expect(screen.getAllByTestId('spark')).toHaveLength(1))
    const [row] = await db.mirror('sparks').toArray()
    expect(row?.content).toBe('Call the lead investor')
    const [entry] = await db.pending_sync_data.toArray()
    expect(entry).toMatchObject({ table: 'sparks', action: 'insert', row_id: row?.id, user_id: USER })
  })

  it("says 'Failed to create spark' and why when the device is out of space, keeping the draft", async () => {
    const real = client.repository
    client = {
      ...client,
      repository: ((table) => {
        const repo = real(table)
        if (table !== 'sparks') return repo
        return {
          ...repo,
          insert: () => Promise.reject(new StorageFullError(new Error('QuotaExceededError'))),
        }
      }) as SyncClient['repository'],
    }
    renderFeed()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('New spark'), 'Idea on a full phone')
    await user.click(screen.getByRole('button', { name: 'Add Spark' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(`Failed to create spark ${STORAGE_FULL_MESSAGE}`)
    expect((screen.getByLabelText('New spark') as HTMLTextAreaElement).value).toBe('Idea on a full phone')
    expect(await db.pending_sync_data.count()).toBe(0)
  })

  it('archives on a left swipe over 100 px and favourites on a right swipe over 100 px', async () => {
    await seedSparks(2)
    renderFeed()
    const [first] = await screen.findAllByTestId('spark')
    if (!first) throw new Error('no spark rendered')
    // A press that does not move is a tap, whatever the pointer does next: only a drag swipes.
    fireEvent.pointerDown(first, { clientX: 200, pointerId: 9 })
    fireEvent.pointerUp(first, { clientX: 200, pointerId: 9 })
    const drag = (element: HTMLElement, from: number, to: number, pointerId: number) => {
      fireEvent.pointerDown(element, { clientX: from, pointerId })
      fireEvent.pointerMove(element, { clientX: (from + to) / 2, pointerId })
      fireEvent.pointerMove(element, { clientX: to, pointerId })
      fireEvent.pointerUp(element, { clientX: to, pointerId })
    }
    drag(first, 200, 301, 1)
    await waitFor(async () => expect((await db.mirror('sparks').get(rowId(1)))?.is_favorited).toBe(true))

    const [again] = screen.getAllByTestId('spark')
    if (!again) throw new Error('no spark rendered')
    drag(again, 200, 150, 2)
    drag(again, 200, 99, 3)
    await waitFor(() => expect(screen.getAllByTestId('spark')).toHaveLength(1))
    const entries = await db.pending_sync_data.toArray()
    expect(entries.map((e) => [e.action, e.data])).toEqual([
      ['update', { is_favorited: true }],
      ['update', { is_archived: true }],
    ])
  })

  it('counts every live spark as unread before the server row arrives', async () => {
    await seedSparks(60, 10)
    renderFeed()
    expect(await screen.findByLabelText('54 unread sparks')).toBeDefined()
  })

  it('shows 99+ with a flame, then marks the feed viewed about a second later', async () => {
    await seedSparks(120)
    const row = { id: USER, user_id: USER, last_viewed_spark_id: null, unread_count: 120 }
    const stamp = new Date(Date.UTC(2026, 10, 1)).toISOString()
    await db.mirror('user_spark_notifications').put({ ...row, created_at: stamp, updated_at: stamp })
    // Real timers: fake ones stall fake-indexeddb's transactions and testing-library's polling.
    renderFeed()
    const badge = await screen.findByLabelText('99+ unread sparks')
    expect(within(badge).getByRole('img', { name: 'On fire' })).toBeDefined()
    expect(await db.pending_sync_data.count()).toBe(0)
    await waitFor(() => expect(screen.queryByLabelText(/unread sparks/)).toBeNull(), { timeout: 4000 })
    const [viewed] = await db.mirror('user_spark_notifications').toArray()
    expect(viewed).toMatchObject({ user_id: USER, last_viewed_spark_id: rowId(119), unread_count: 0 })
    const [entry] = await db.pending_sync_data.toArray()
    expect(entry).toMatchObject({ table: 'user_spark_notifications', action: 'update' })
    expect(entry?.data).toEqual({ last_viewed_spark_id: rowId(119), unread_count: 0 })
  })
})

function rowId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
}
