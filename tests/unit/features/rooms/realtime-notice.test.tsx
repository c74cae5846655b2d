import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SyncContext } from '../../../../src/data/sync-context.ts'
import { RealtimeNotice } from '../../../../src/features/rooms/room-thread.tsx'
import type { SyncClient } from '../../../../sync/client.ts'
import { JulDatabase } from '../../../../sync/db/database.ts'
import { KV } from '../../../../sync/db/records.ts'
import { localSyncClient } from '../../support/local-sync-client.ts'

const USER = '44444444-4444-4444-8444-444444444444'
let db: JulDatabase
let client: SyncClient

beforeEach(() => {
  db = new JulDatabase(`realtime-notice-${crypto.randomUUID()}`)
  client = localSyncClient(db, USER)
})
afterEach(async () => {
  await client.close()
  await db.delete()
})

describe('the realtime fallback of the rooms (001 §2, §8)', () => {
  it("says 'Realtime connection failed' in manual refresh mode, and Refresh syncs now", async () => {
    const syncNow = vi.spyOn(client, 'syncNow')
    await db.kv.put({ key: KV.realtime, value: 'failed' })
    render(
      <SyncContext value={client}>
        <RealtimeNotice />
      </SyncContext>,
    )
    expect(await screen.findByText('Realtime connection failed')).toBeDefined()
    expect(screen.getByText('Manual refresh mode')).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(syncNow).toHaveBeenCalledOnce()
  })

  it('shows nothing once the channel is live again', async () => {
    await db.kv.put({ key: KV.realtime, value: 'failed' })
    render(
      <SyncContext value={client}>
        <RealtimeNotice />
      </SyncContext>,
    )
    expect(await screen.findByText('Manual refresh mode')).toBeDefined()
    await db.kv.put({ key: KV.realtime, value: 'live' })
    await vi.waitFor(() => expect(screen.queryByText('Manual refresh mode')).toBeNull())
  })
})
