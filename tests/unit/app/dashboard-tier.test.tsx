import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { JulDatabase } from '../../../sync/db/database.ts'
import { localSyncClient } from '../support/local-sync-client.ts'
import { fakeAuth, fakeServices, MEMBER } from './fake-services.ts'
import { renderApp } from './render-app.tsx'

const MEMBER_ID = '44444444-4444-4444-8444-444444444444'
let db: JulDatabase | undefined

async function membership(tier: string, status = 'active') {
  db = new JulDatabase(`dashboard-tier-${tier}-${status}`)
  await db.mirror('jul_memberships').put({
    id: crypto.randomUUID(),
    user_id: MEMBER_ID,
    membership_tier: tier,
    membership_kind: 'desktop_access',
    status,
    card_number: null,
    issued_date: '2026-01-01',
    expiry_date: null,
    qr_code_data: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  })
  return localSyncClient(db, MEMBER_ID)
}

describe('dashboard tier (spec 001 §2)', () => {
  afterEach(async () => {
    await db?.delete()
  })

  it('opens the Export Center for an active desktop_pro membership', async () => {
    const sync = await membership('desktop_pro')
    renderApp('/dashboard', fakeServices(fakeAuth({ ...MEMBER, id: MEMBER_ID }), { sync }))
    const exportTab = await screen.findByRole('tab', { name: 'Export' }, { timeout: 5000 })
    await waitFor(() => expect(exportTab.hasAttribute('disabled')).toBe(false))
    expect(exportTab.textContent).not.toContain('Pro Only')
  })

  it.each([
    ['desktop_standard', 'active'],
    ['desktop_pro', 'cancelled'],
  ])('keeps Export locked as Pro Only for %s (%s)', async (tier, status) => {
    const sync = await membership(tier, status)
    renderApp('/dashboard', fakeServices(fakeAuth({ ...MEMBER, id: MEMBER_ID }), { sync }))
    const exportTab = await screen.findByRole('tab', { name: /Export/ })
    expect(exportTab.textContent).toContain('Pro Only')
    expect(exportTab.hasAttribute('disabled')).toBe(true)
  })
})
