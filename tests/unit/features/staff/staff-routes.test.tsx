import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { deferredServices } from '../../../../src/app/backend/default-services.ts'
import type { ProposalStore } from '../../../../src/data/public-proposals.ts'
import { fakeAnon, fakeAuth, fakeServices, MEMBER, STAFF } from '../../app/fake-services.ts'
import { renderApp } from '../../app/render-app.tsx'

const emptyStore: ProposalStore = {
  list: async () => [],
  get: async () => null,
  save: async () => {
    throw new Error('not in this test')
  },
}

describe('the staff pages (000 §2.3, 001 §2)', () => {
  it("sends /admin's Back to / for a signed-out visitor, who is told the page is for staff", async () => {
    renderApp('/admin')
    expect(await screen.findByText('This page is for staff only.')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/')
  })

  it("sends /admin's Back to /vip once signed in, and lists the proposals for staff", async () => {
    renderApp('/admin', fakeServices(fakeAuth(STAFF), { proposals: emptyStore }))
    expect(await screen.findByText('No proposals yet')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Back to VIP' }).getAttribute('href')).toBe('/vip')
  })

  it('tells a member that the signature, card and mobile design pages are for staff only', async () => {
    for (const path of ['/email-signature', '/digital-business-card', '/mobile-design']) {
      const { unmount } = renderApp(path, fakeServices(fakeAuth(MEMBER)))
      expect(await screen.findByText('This page is for staff only.')).toBeDefined()
      expect(screen.getByRole('link', { name: 'Back to VIP' }).getAttribute('href')).toBe('/vip')
      unmount()
    }
  })

  it('gives staff, and only staff, a Back to VIP on /brand', async () => {
    const staff = renderApp('/brand', fakeServices(fakeAuth(STAFF)))
    expect(await screen.findByRole('navigation', { name: 'Staff' })).toBeDefined()
    staff.unmount()
    renderApp('/brand', fakeServices(fakeAuth(MEMBER)))
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand' })).toBeDefined()
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull()
  })
})

describe('the proposal store on the first load (src/app/backend/default-services.ts)', () => {
  it('hands the editor the real store once supabase-js has loaded', async () => {
    const services = deferredServices(async () => fakeServices(fakeAuth(STAFF), { proposals: emptyStore }), {
      storageUrl: 'https://api.test',
      mayHaveSession: () => true,
      anon: fakeAnon(),
    })
    expect(await services.proposals?.list()).toEqual([])
  })
})
