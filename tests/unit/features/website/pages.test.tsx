import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeAuth, fakeServices } from '../../app/fake-services.ts'
import { renderApp } from '../../app/render-app.tsx'
import { fakePublicSite, NORTHWIND } from '../../support/fake-public-site.ts'

const withSite = () => fakeServices(fakeAuth(), { publicSite: fakePublicSite() })

describe('dynamic public pages (spec 000 §2.2)', () => {
  it('renders the published proposal at /p/{slug} with its pricing', async () => {
    renderApp('/p/demo-proposal', withSite())
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Strategic Advisory Proposal' }),
    ).toBeDefined()
    expect(screen.getByText('Prepared for Demo Member, JUL Demo Ventures')).toBeDefined()
    expect(screen.getByText('€1,950 per month')).toBeDefined()
    await waitFor(() => expect(document.title).toBe('Strategic Advisory Proposal · JUL'))
  })

  it('says so for an unknown proposal slug', async () => {
    renderApp('/p/no-such-proposal', withSite())
    expect(await screen.findByRole('heading', { level: 1, name: 'Proposal not found' })).toBeDefined()
  })

  it.each([
    `/crr/${NORTHWIND.id}/view`,
    `/crr/report/${NORTHWIND.id}`,
    '/crr/northwind-robotics/capital-readiness-2026',
    '/crr/northwind-robotics',
  ])('renders the company report at %s', async (path) => {
    renderApp(path, withSite())
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Capital Readiness Report 2026' }),
    ).toBeDefined()
    expect(screen.getByText('Nearly ready')).toBeDefined()
    expect(screen.getByRole('progressbar', { name: 'Financials: 58 out of 100' })).toBeDefined()
  })

  it('says so for an unknown report', async () => {
    renderApp('/crr/nobody/nothing', withSite())
    expect(await screen.findByRole('heading', { level: 1, name: 'Report not found' })).toBeDefined()
  })

  it('says so for an unknown playbook article', async () => {
    renderApp('/jul-playbook/not-an-article')
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeDefined()
  })
})

describe('findable pages', () => {
  it("gives each page the route table's title and description", async () => {
    renderApp('/about')
    expect(await screen.findByRole('heading', { level: 1, name: 'About JUL' })).toBeDefined()
    expect(document.title).toBe('About JUL')
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
        /^Who we are/,
      ),
    )
  })

  it('dates a legal page and shows the data controller registration', async () => {
    renderApp('/privacy-policy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeDefined()
    expect(screen.getByText(/^Last updated/)).toBeDefined()
    expect(screen.getByRole('main').textContent).toContain('ICO CSN6556242')
  })

  it('builds the sitemap from the route table, with the playbook articles', async () => {
    renderApp('/sitemap')
    const main = await screen.findByRole('main')
    const legal = within(await within(main).findByRole('region', { name: 'Legal and policies' }))
    expect(legal.getByRole('link', { name: 'Data Processing Agreement' }).getAttribute('href')).toBe(
      '/data-processing-agreement',
    )
    expect(within(main).getByRole('link', { name: 'Raise Without Panic' }).getAttribute('href')).toBe(
      '/jul-playbook/raise-without-panic',
    )
    expect(within(main).queryByRole('link', { name: 'Proposal' })).toBeNull()
  })
})
