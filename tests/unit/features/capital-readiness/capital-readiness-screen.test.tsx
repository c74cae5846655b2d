import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SyncContext } from '../../../../src/data/sync-context.ts'
import { AuthProvider } from '../../../../src/features/auth/auth-context.tsx'
import CapitalReadinessScreen from '../../../../src/features/capital-readiness/capital-readiness-screen.tsx'
import { JulDatabase } from '../../../../sync/db/database.ts'
import { fakeAuth, MEMBER } from '../../app/fake-services.ts'
import { localSyncClient } from '../../support/local-sync-client.ts'

const STAMP = '2026-01-01T00:00:00Z'
// First id segment 0x50 = 80: inside a rollout of 81 %, outside one of 80 %.
const USER_ID = '00000050-0000-4000-8000-000000000000'
let db: JulDatabase

async function serverFlag(rollout: number) {
  await db.mirror('feature_flags').put({
    id: crypto.randomUUID(),
    flag_key: 'capital_readiness_report',
    is_enabled: true,
    rollout_percentage: rollout,
    description: null,
    created_at: STAMP,
    updated_at: STAMP,
  })
}

function renderScreen() {
  render(
    <SyncContext value={localSyncClient(db, USER_ID)}>
      <AuthProvider backend={fakeAuth({ ...MEMBER, id: USER_ID })} isStaffEmail={() => false}>
        <MemoryRouter initialEntries={['/app/capital-readiness']}>
          <CapitalReadinessScreen view="report" />
        </MemoryRouter>
      </AuthProvider>
    </SyncContext>,
  )
}

describe('the capital readiness beta behind the server rollout (000 §4.1)', () => {
  beforeEach(() => {
    db = new JulDatabase(`readiness-${crypto.randomUUID()}`)
  })
  afterEach(async () => {
    await db.delete()
  })

  it('tells a member outside the rollout that the beta is not open to them yet', async () => {
    await serverFlag(80)
    renderScreen()
    expect(await screen.findByText('Capital readiness is not open to your account yet')).toBeDefined()
    expect(screen.queryByText('No report yet')).toBeNull()
  })

  it('opens the report to a member inside the rollout (no report yet: its empty state)', async () => {
    await serverFlag(81)
    renderScreen()
    expect(await screen.findByText('No report yet')).toBeDefined()
  })
})
