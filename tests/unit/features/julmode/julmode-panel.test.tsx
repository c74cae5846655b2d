import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AuthContext, type AuthContextValue } from '../../../../src/data/auth.ts'
import { FunctionsContext } from '../../../../src/data/functions.ts'
import { SyncContext } from '../../../../src/data/sync-context.ts'
import { JulModePanel } from '../../../../src/features/julmode/julmode-panel.tsx'
import { JUL_MODE_SETTINGS_KEY } from '../../../../src/features/julmode/julmode-rules.ts'
import { JulDatabase } from '../../../../sync/db/database.ts'
import { localSyncClient } from '../../support/local-sync-client.ts'

const USER = { id: '44444444-4444-4444-8444-444444444444', email: 'priya@example.com', displayName: 'Priya' }
const stamp = '2026-01-01T00:00:00Z'
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

async function renderAs(tier: 'free' | 'premium' | 'pro') {
  await db.mirror('mobile_subscriptions').put({
    id: crypto.randomUUID(),
    user_id: USER.id,
    tier,
    active: true,
    expires_at: null,
    features: {},
    created_at: stamp,
    updated_at: stamp,
  })
  const client = localSyncClient(db, USER.id)
  const wrap = (children: ReactNode) => (
    <MemoryRouter>
      <FunctionsContext value={async <T,>() => ({}) as T}>
        <AuthContext value={auth}>
          <SyncContext value={client}>{children}</SyncContext>
        </AuthContext>
      </FunctionsContext>
    </MemoryRouter>
  )
  return render(wrap(<JulModePanel />))
}

beforeEach(() => {
  localStorage.clear()
  db = new JulDatabase(`jul-mode-${crypto.randomUUID()}`)
})
afterEach(async () => {
  await db.delete()
})

describe('the JUL tab of the settings overlay (002 §4)', () => {
  it('shows free members the upsell with Upgrade Now and no switch', async () => {
    await renderAs('free')
    expect(await screen.findByRole('button', { name: 'Upgrade Now' })).toBeDefined()
    expect(screen.queryByRole('switch')).toBeNull()
  })

  it('starts premium members with JUL Mode off, and on shows the reflection, the insights and four switches', async () => {
    await renderAs('premium')
    const master = await screen.findByRole('switch', { name: 'JUL Mode' })
    expect(master.getAttribute('aria-checked')).toBe('false')
    expect(screen.getByText('JUL Mode is Off')).toBeDefined()
    expect(screen.queryByText('Pro')).toBeNull()

    await userEvent.click(master)
    expect(screen.getByRole('heading', { name: 'Strategic insights' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'Save Reflection' })).toBeDefined()
    const settings = screen.getByRole('region', { name: 'JUL Mode settings' })
    expect(within(settings).getAllByRole('switch')).toHaveLength(4)
    const alerts = within(settings).getByRole('switch', { name: 'Actionable Alerts' })
    expect(alerts.hasAttribute('disabled')).toBe(true)
    expect(within(settings).getByText('Available with Pro membership')).toBeDefined()
    expect(JSON.parse(localStorage.getItem(JUL_MODE_SETTINGS_KEY) ?? '{}').enabled).toBe(true)
  })

  it('lets pro members use Actionable Alerts and shows the Pro badge', async () => {
    localStorage.setItem(JUL_MODE_SETTINGS_KEY, JSON.stringify({ enabled: true }))
    await renderAs('pro')
    expect(await screen.findByText('Pro')).toBeDefined()
    const alerts = screen.getByRole('switch', { name: 'Actionable Alerts' })
    expect(alerts.hasAttribute('disabled')).toBe(false)
    await userEvent.click(alerts)
    expect(alerts.getAttribute('aria-checked')).toBe('true')
    expect(screen.queryByText('Available with Pro membership')).toBeNull()
  })

  it('saves a reflection into the mirror and the queue, and refuses a blank one', async () => {
    localStorage.setItem(JUL_MODE_SETTINGS_KEY, JSON.stringify({ enabled: true }))
    await renderAs('premium')
    await userEvent.click(await screen.findByRole('button', { name: 'Save Reflection' }))
    expect(await screen.findByText('Write your reflection first')).toBeDefined()
    await userEvent.type(screen.getByLabelText('Your reflection'), 'Cut the Spain budget')
    await userEvent.click(screen.getByRole('button', { name: 'Save Reflection' }))
    await expect.poll(() => db.mirror('jul_reflections').count()).toBe(1)
    const queued = await db.pending_sync_data.toArray()
    expect(queued.map((entry) => [entry.table, entry.action])).toEqual([['jul_reflections', 'insert']])
  })
})
