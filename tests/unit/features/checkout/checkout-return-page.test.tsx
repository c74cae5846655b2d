import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { AuthContext, type AuthContextValue } from '../../../../src/data/auth.ts'
import { FunctionCallError, FunctionsContext, type InvokeFunction } from '../../../../src/data/functions.ts'
import { SyncContext } from '../../../../src/data/sync-context.ts'
import { CheckoutReturnPage } from '../../../../src/features/checkout/checkout-return-page.tsx'
import { JulDatabase } from '../../../../sync/db/database.ts'
import { localSyncClient } from '../../support/local-sync-client.ts'

const USER = { id: '66666666-6666-4666-8666-666666666666', email: 'nina@example.com', displayName: 'Nina' }
const stamp = () => new Date().toISOString()
let db: JulDatabase | undefined
afterEach(async () => {
  await db?.delete()
})

const auth: AuthContextValue = {
  status: 'signed-in',
  user: USER,
  isStaff: false,
  signIn: async () => ({ error: null }),
  signUp: async () => ({ error: null, signedIn: true }),
  sendMagicLink: async () => ({ error: null }),
  sendPasswordReset: async () => ({ error: null }),
  updatePassword: async () => ({ error: null }),
  adoptSession: async () => ({ error: null }),
  signOut: async () => {},
}

function renderAt(
  path: string,
  area: 'console' | 'mobile',
  invoke: InvokeFunction = (async () => ({})) as InvokeFunction,
) {
  db = new JulDatabase(`checkout-${crypto.randomUUID()}`)
  const client = localSyncClient(db, USER.id)
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthContext value={auth}>
        <FunctionsContext value={invoke}>
          <SyncContext value={client}>
            <CheckoutReturnPage area={area} />
          </SyncContext>
        </FunctionsContext>
      </AuthContext>
    </MemoryRouter>,
  )
  return db
}

describe('CheckoutReturnPage', () => {
  it("waits for Desktop Pro to arrive through sync, then says 'Pro upgrade initiated!'", async () => {
    const database = renderAt('/console-success?payment=success&item=desktop_pro', 'console')
    expect(await screen.findByText(/Confirming your Pro plan…/)).toBeDefined()
    expect(screen.queryByText('Pro upgrade initiated!')).toBeNull()
    await act(async () => {
      await database.mirror('jul_memberships').put({
        id: crypto.randomUUID(),
        user_id: USER.id,
        membership_tier: 'desktop_pro',
        membership_kind: 'desktop_access',
        status: 'active',
        card_number: null,
        issued_date: null,
        expiry_date: null,
        qr_code_data: null,
        created_at: stamp(),
        updated_at: stamp(),
      })
    })
    expect(await screen.findByRole('heading', { name: 'Pro upgrade initiated!' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard')
  })

  it('names the service card once its purchase is in the mirror', async () => {
    const cardId = crypto.randomUUID()
    const database = renderAt(
      `/console-success?payment=success&item=service_card&service_card_id=${cardId}`,
      'console',
    )
    await act(async () => {
      await database.mirror('service_cards').put({
        id: cardId,
        card_id: 'strategy-session',
        title: 'Strategy Session',
        subtitle: null,
        description: null,
        price_eur: 495,
        price_usd: null,
        price_gbp: null,
        price: '€495',
        button_text: 'Book Session',
        badge_text: null,
        position_order: 1,
        location: 'main',
        section_type: 'main',
        is_active: true,
        cta_type: 'stripe',
        cta_config: null,
        created_at: stamp(),
        updated_at: stamp(),
      })
      await database.mirror('user_service_purchases').put({
        id: crypto.randomUUID(),
        user_id: USER.id,
        service_card_id: cardId,
        amount_paid: 49_500,
        currency: 'eur',
        status: 'paid',
        created_at: stamp(),
        updated_at: stamp(),
      })
    })
    expect(await screen.findByRole('heading', { name: 'Purchase confirmed' })).toBeDefined()
    expect(screen.getByText('Strategy Session is now in your purchases.')).toBeDefined()
  })

  it('says the checkout was cancelled and offers the upgrade again, showing why it could not start', async () => {
    const calls: string[] = []
    const invoke = (async (name: string) => {
      calls.push(name)
      throw new FunctionCallError(name, 'Internal error', 500, false)
    }) as InvokeFunction
    renderAt('/console-cancel?payment=cancelled&item=desktop_pro', 'console', invoke)
    expect(await screen.findByRole('heading', { name: 'Checkout cancelled' })).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro €995/mo' }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Failed to start upgrade process')
    expect(calls).toEqual(['create-console-subscription-checkout'])
  })

  it('explains itself when the address carries no payment outcome', async () => {
    renderAt('/mobile-success', 'mobile')
    expect(await screen.findByRole('heading', { name: 'No checkout to show' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Back to the app' }).getAttribute('href')).toBe('/app/home')
  })
})
