import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthContext, type AuthContextValue } from '../../../../src/data/auth.ts'
import { FunctionCallError, FunctionsContext, type InvokeFunction } from '../../../../src/data/functions.ts'
import { SyncContext } from '../../../../src/data/sync-context.ts'
import {
  MembershipCardPanel,
  MembershipCardPanelView,
} from '../../../../src/features/membership/membership-card-panel.tsx'
import { Toaster } from '../../../../src/ui/toaster.tsx'
import { JulDatabase } from '../../../../sync/db/database.ts'
import { localSyncClient } from '../../support/local-sync-client.ts'

const USER = {
  id: '44444444-4444-4444-8444-444444444444',
  email: 'founder.pro@example.com',
  displayName: 'Priya Pro',
}
const STAMP = '2026-10-01T00:00:00.000Z'
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

function renderPanel(options: { synced?: boolean; invoke?: InvokeFunction } = {}) {
  const client = localSyncClient(db, USER.id, { synced: options.synced ?? true })
  const invoke: InvokeFunction = options.invoke ?? (async () => ({}) as never)
  const wrap = (children: ReactNode) => (
    <MemoryRouter>
      <AuthContext value={auth}>
        <FunctionsContext value={invoke}>
          <SyncContext value={client}>{children}</SyncContext>
        </FunctionsContext>
      </AuthContext>
      <Toaster />
    </MemoryRouter>
  )
  return render(wrap(<MembershipCardPanel />))
}

async function seedPlan(tier: string) {
  await db.mirror('mobile_subscriptions').put({
    id: crypto.randomUUID(),
    user_id: USER.id,
    tier,
    active: true,
    expires_at: null,
    features: {},
    created_at: STAMP,
    updated_at: STAMP,
  })
}

async function seedPass() {
  await db.mirror('jul_memberships').put({
    id: '9f1c2a3b-4d5e-4f60-8a7b-0c1d2e3f4a5b',
    user_id: USER.id,
    membership_tier: 'standard',
    membership_kind: 'pass',
    status: 'active',
    card_number: 'JUL-STD-20260004',
    issued_date: '2026-09-21',
    expiry_date: null,
    qr_code_data: `JUL-MEMBER-${USER.id}`,
    created_at: STAMP,
    updated_at: STAMP,
  })
}

beforeEach(() => {
  db = new JulDatabase(`card-panel-${crypto.randomUUID()}`)
})

afterEach(async () => {
  vi.restoreAllMocks()
  await db.delete()
})

describe('the membership card in the settings overlay (002 §3-§4)', () => {
  it('shows a placeholder, never a sample, before the first pull of this device', async () => {
    await seedPlan('premium')
    renderPanel({ synced: false })
    expect(await screen.findByRole('status')).toBeDefined()
    expect(screen.queryByText(/^JUL-\d{8}$/)).toBeNull()
  })

  it('shows the stored card with its 120×120 QR code drawn on the device', async () => {
    await seedPlan('premium')
    await seedPass()
    renderPanel()
    const card = await screen.findByRole('article', { name: 'JUL WORKSHOP membership card' })
    expect(card.textContent).toContain('JUL-STD-20260004')
    expect(card.textContent).toContain('ACTIVE')
    const qr = await screen.findByRole('img', { name: 'QR code for card JUL-STD-20260004' })
    expect(qr.getAttribute('width')).toBe('120')
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
  })

  it("makes the sample from the plan when there is no record: premium is Workshop, 'JUL-' plus 8 digits", async () => {
    await seedPlan('premium')
    renderPanel()
    const card = await screen.findByRole('article', { name: 'JUL WORKSHOP membership card' })
    expect(card.textContent).toMatch(/JUL-\d{8}/)
    expect(screen.getByText('Sample card made on this device until your membership is issued.')).toBeDefined()
  })

  it("copies the site address when there is no share sheet: 'Link copied to clipboard'", async () => {
    await seedPlan('pro')
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderPanel()
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }))
    expect(await screen.findByText('Link copied to clipboard')).toBeDefined()
    expect(writeText).toHaveBeenCalledWith(window.location.origin)
  })

  it('asks generate-apple-wallet-pass for the pass; when it fails, says so and downloads the JSON description', async () => {
    await seedPlan('pro')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:pass')
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true })
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => {}, configurable: true })
    const calls: unknown[] = []
    const invoke = (async (name: string, options?: unknown) => {
      calls.push([name, options])
      throw new FunctionCallError(name, 'boom', 502, false)
    }) as InvokeFunction
    renderPanel({ invoke })
    await userEvent.click(await screen.findByRole('button', { name: 'Add Wallet' }))
    expect(await screen.findByText('Failed to generate Apple Wallet pass')).toBeDefined()
    const [[name, options]] = calls as [
      [string, { body: { membership: { user_name: string; membership_tier: string } } }],
    ]
    expect(name).toBe('generate-apple-wallet-pass')
    expect(options.body.membership).toMatchObject({ user_name: 'founder.pro', membership_tier: 'pro' })
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled())
    const blob = createObjectURL.mock.calls[0]?.[0]
    expect(JSON.parse(await (blob as Blob).text()).membership.user_name).toBe('founder.pro')
  })

  it("says 'No Membership Found' with Contact Support when the membership cannot be read", () => {
    render(
      <MemoryRouter>
        <MembershipCardPanelView state={{ status: 'missing', message: 'Failed to load membership data' }} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { name: 'No Membership Found' })).toBeDefined()
    expect(screen.getByText('Failed to load membership data')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact')
  })
})
