import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SyncContext } from '../../../src/data/sync-context.ts'
import { useFeatureFlag, useFeatureFlagStatus } from '../../../src/data/use-feature-flag.ts'
import { AuthProvider } from '../../../src/features/auth/auth-context.tsx'
import { JulDatabase } from '../../../sync/db/database.ts'
import { KV } from '../../../sync/db/records.ts'
import { fakeAuth, MEMBER } from '../app/fake-services.ts'
import { localSyncClient } from '../support/local-sync-client.ts'

const STAMP = '2026-01-01T00:00:00Z'
let db: JulDatabase

function Flag({ name }: { name: string }) {
  return <p>{`${name}: ${useFeatureFlag(name) ? 'on' : 'off'}`}</p>
}

function FlagStatus({ name }: { name: string }) {
  return <p>{`${name}: ${useFeatureFlagStatus(name)}`}</p>
}

function renderFlag(name: string, userId: string, { synced = true, status = false } = {}) {
  const sync = localSyncClient(db, userId, { synced })
  const wrap = (children: ReactNode) => (
    <SyncContext value={sync}>
      <AuthProvider backend={fakeAuth({ ...MEMBER, id: userId })} isStaffEmail={() => false}>
        {children}
      </AuthProvider>
    </SyncContext>
  )
  render(wrap(status ? <FlagStatus name={name} /> : <Flag name={name} />))
}

async function flag(key: string, enabled: boolean, rollout: number) {
  await db.mirror('feature_flags').put({
    id: crypto.randomUUID(),
    flag_key: key,
    is_enabled: enabled,
    rollout_percentage: rollout,
    description: null,
    created_at: STAMP,
    updated_at: STAMP,
  })
}

describe('feature flags from the local mirror', () => {
  beforeEach(() => {
    db = new JulDatabase(`flags-${crypto.randomUUID()}`)
  })
  afterEach(async () => {
    await db.delete()
  })

  it('includes a user whose first id segment mod 100 is below the rollout', async () => {
    await flag('new_board', true, 50)
    // 0x1e = 30 → bucket 30 < 50; 0x50 = 80 → bucket 80 ≥ 50.
    renderFlag('new_board', '0000001e-0000-4000-8000-000000000000')
    expect(await screen.findByText('new_board: on')).toBeDefined()
  })

  it('leaves out a user above the rollout, unless the active version enables the flag', async () => {
    await flag('new_board', true, 50)
    renderFlag('new_board', '00000050-0000-4000-8000-000000000000')
    expect(await screen.findByText('new_board: off')).toBeDefined()
    await db.mirror('app_versions').put({
      id: crypto.randomUUID(),
      version_number: '1.0.0',
      features: { new_board: true },
      is_active: true,
      created_at: STAMP,
      updated_at: STAMP,
    })
    expect(await screen.findByText('new_board: on')).toBeDefined()
  })

  it('treats an unknown flag as off', async () => {
    renderFlag('nothing_here', MEMBER.id)
    expect(await screen.findByText('nothing_here: off')).toBeDefined()
  })

  it('is loading, not off, until the first pull has brought the flags to this device', async () => {
    const userId = '0000001e-0000-4000-8000-000000000000'
    renderFlag('new_board', userId, { synced: false, status: true })
    expect(await screen.findByText('new_board: loading')).toBeDefined()
    await db.kv.put({ key: KV.firstPullDoneFor, value: userId })
    expect(await screen.findByText('new_board: off')).toBeDefined()
    await flag('new_board', true, 50)
    expect(await screen.findByText('new_board: on')).toBeDefined()
  })
})
