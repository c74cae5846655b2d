import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { AppServices } from '../../../../src/app/backend/services.ts'
import { Providers } from '../../../../src/app/providers.tsx'
import { FunctionCallError } from '../../../../src/data/functions.ts'
import { AllServiceCards, LocationServiceCards } from '../../../../src/features/pricing/service-cards.tsx'
import type { CurrencyCode } from '../../../../src/lib/currency.ts'
import { fakeAuth, fakeServices, MEMBER } from '../../app/fake-services.ts'
import { fakePublicSite } from '../../support/fake-public-site.ts'
import { SEED_CARDS } from '../../support/seed-cards.ts'

function renderCards(currency: CurrencyCode, services: AppServices, location?: string) {
  return render(
    <MemoryRouter>
      <Providers services={services}>
        {location ? (
          <LocationServiceCards location={location} currency={currency} />
        ) : (
          <AllServiceCards currency={currency} />
        )}
      </Providers>
    </MemoryRouter>,
  )
}

const visitor = (overrides: Partial<AppServices> = {}) =>
  fakeServices(fakeAuth(), {
    publicSite: fakePublicSite({ serviceCards: async () => SEED_CARDS }),
    ...overrides,
  })

describe('pricing (spec 000 §3, §4.2)', () => {
  it('shows every active card grouped by location, in pounds for a London visitor, Contact without a price', async () => {
    renderCards('GBP', visitor())
    const session = await screen.findByRole('article', { name: 'Strategy Session' })
    expect(within(session).getByText('£425')).toBeDefined()
    expect(
      within(screen.getByRole('article', { name: 'Equity Partnership' })).getByText('Contact'),
    ).toBeDefined()
    expect(screen.getByRole('heading', { name: 'Core engagements' })).toBeDefined()
    expect(screen.getByRole('heading', { name: 'For investors' })).toBeDefined()
    expect(screen.getByTestId('pricing-currency').textContent).toContain('£ British Pound')
  })

  it('shows dollars for a New York visitor and falls back to the euro price where a card has no dollar price', async () => {
    renderCards('USD', visitor())
    expect(
      within(await screen.findByRole('article', { name: 'Strategy Session' })).getByText('$535'),
    ).toBeDefined()
    expect(within(screen.getByRole('article', { name: 'JUL Playbook' })).getByText('€49')).toBeDefined()
  })

  it("gives an audience page only its own location's cards", async () => {
    renderCards('EUR', visitor(), 'investors')
    expect(await screen.findByRole('article', { name: 'Diligence Support' })).toBeDefined()
    expect(screen.queryByRole('article', { name: 'Strategy Session' })).toBeNull()
  })

  it('offers both calls to action of a comma list: checkout and the calendly link from cta_config text', async () => {
    renderCards('EUR', visitor())
    const session = await screen.findByRole('article', { name: 'Strategy Session' })
    expect(
      within(session)
        .getByRole('link', { name: /Book a time/ })
        .getAttribute('href'),
    ).toBe('https://calendly.com/jul-demo/strategy-session')
    // Signed out, paying starts with signing in.
    expect(
      within(session)
        .getByRole('link', { name: /Book Session/ })
        .getAttribute('href'),
    ).toBe('/auth')
    expect(
      within(screen.getByRole('article', { name: 'Equity Partnership' }))
        .getByRole('link', { name: 'Apply' })
        .getAttribute('href'),
    ).toBe('/ventures#application-form')
  })

  it('starts the card checkout with the lowercase currency for a signed-in member', async () => {
    const calls: unknown[] = []
    const services = visitor({
      auth: fakeAuth(MEMBER),
      invokeFunction: (async (name: string, options?: { body?: unknown }) => {
        calls.push([name, options?.body])
        throw new FunctionCallError(name, 'down', 500, false)
      }) as AppServices['invokeFunction'],
    })
    renderCards('GBP', services)
    const session = await screen.findByRole('article', { name: 'Strategy Session' })
    await userEvent.click(await within(session).findByRole('button', { name: 'Book Session' }))
    await waitFor(() =>
      expect(calls).toEqual([
        ['create-service-card-checkout', { service_card_id: 'id-strategy-session', currency: 'gbp' }],
      ]),
    )
    expect(await screen.findByText('Failed to create checkout session. Please try again.')).toBeDefined()
  })

  it('says the services could not load, with a retry, when the first visit is offline', async () => {
    const services = visitor({
      publicSite: fakePublicSite({
        serviceCards: async () => {
          throw new Error('Failed to fetch')
        },
      }),
    })
    renderCards('EUR', services)
    expect(await screen.findByText('The services could not be loaded.')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined()
  })
})
