import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SyncContext } from '../../../src/data/sync-context.ts'
import { useHasSynced } from '../../../src/data/use-has-synced.ts'
import type { SyncClient } from '../../../sync/client.ts'
import { JulDatabase } from '../../../sync/db/database.ts'
import { KV } from '../../../sync/db/records.ts'
import { localSyncClient } from '../support/local-sync-client.ts'

const USER = '11111111-1111-4111-8111-111111111111'
let db: JulDatabase
let client: SyncClient

function Probe() {
  return <p>{useHasSynced() ? 'synced' : 'loading'}</p>
}

beforeEach(() => {
  db = new JulDatabase(`has-synced-${crypto.randomUUID()}`)
  client = localSyncClient(db, USER, { synced: false })
})

afterEach(async () => {
  await client.close()
  await db.delete()
})

describe('useHasSynced', () => {
  it('is false until the first complete pull for the signed-in user lands, then true', async () => {
    render(
      <SyncContext value={client}>
        <Probe />
      </SyncContext>,
    )
    expect(screen.getByText('loading')).toBeDefined()
    await db.kv.put({ key: KV.firstPullDoneFor, value: USER })
    expect(await screen.findByText('synced')).toBeDefined()
  })

  it('stays false for a pull that was made for another user', async () => {
    await db.kv.put({ key: KV.firstPullDoneFor, value: '22222222-2222-4222-8222-222222222222' })
    render(
      <SyncContext value={client}>
        <Probe />
      </SyncContext>,
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByText('loading')).toBeDefined()
  })
})
