import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PUBLIC_PAGES } from '../../../src/content/public-pages.ts'
import { fakePublicSite } from '../support/fake-public-site.ts'
import { fakeAuth, fakeServices, MEMBER } from './fake-services.ts'
import { renderApp } from './render-app.tsx'

describe('route table', () => {
  it("shows 'Loading...' while a lazy page loads, then the page", async () => {
    renderApp('/')
    expect(screen.getAllByRole('status').some((node) => node.textContent === 'Loading...')).toBe(true)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Strategic advisory for founders and investors' }),
    ).toBeDefined()
  })

  it('answers any unknown path with the not-found page', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined()
    expect(screen.getByText('/no/such/page')).toBeDefined()
  })

  it('renders /advisory and /services as the same advisory page', async () => {
    renderApp('/services')
    expect(await screen.findByRole('heading', { level: 1, name: 'Advisory' })).toBeDefined()
  })

  it.each([
    ['/pricing', 'Pricing Guide'],
    ['/yelmail/unsubscribe', 'YELmail Preferences'],
    ['/funding-gaps-report/access', 'Access the Funding Gaps Report'],
    ['/jul-playbook/myth-files', 'Myth Files'],
    ['/jul-playbook/raise-without-panic', 'Raise Without Panic'],
    ['/crr/acme/seed-2026', 'Report not found'],
    ['/cookie-preferences', 'Cookie Preferences'],
    ['/sitemap', 'Sitemap'],
    ['/auth', 'Sign In'],
    ['/magic-auth', 'Magic Link Sign-In'],
  ])('serves %s with its heading', async (path, heading) => {
    renderApp(path, fakeServices(fakeAuth(), { publicSite: fakePublicSite() }))
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeDefined()
  })

  it('gives every public content path of the spec a page, none of them the not-found page', () => {
    const paths = Object.values(PUBLIC_PAGES).flatMap((page) => page.paths)
    expect(paths).toContain('/api-terms-of-use')
    expect(paths).toContain('/waitlist-thanks')
    expect(new Set(paths).size).toBe(paths.length)
  })

  it.each(['/dashboard', '/vip', '/admin/jul-grid-upload', '/admin/proposals/42', '/console-success'])(
    'sends a signed-out visitor from %s to /auth',
    async (path) => {
      renderApp(path)
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeDefined()
    },
  )

  it("shows the dashboard's own redirect text before leaving for /auth", async () => {
    renderApp('/dashboard')
    expect(await screen.findByText('Redirecting to sign in...')).toBeDefined()
  })

  it('opens the dashboard with its tabs for a signed-in member, export locked as Pro Only', async () => {
    renderApp('/dashboard?tab=julboard', fakeServices(fakeAuth(MEMBER)))
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined()
    const exportTab = screen.getByRole('tab', { name: /Export/ })
    expect(exportTab.textContent).toContain('Pro Only')
    expect(exportTab.hasAttribute('disabled')).toBe(true)
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'JUL Board' }).getAttribute('aria-selected')).toBe('true'),
    )
  })

  it('tells a signed-in member who is not staff that /vip is for staff only', async () => {
    renderApp('/vip', fakeServices(fakeAuth(MEMBER)))
    expect(await screen.findByText('The VIP area is for staff only.')).toBeDefined()
  })
})
