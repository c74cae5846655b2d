import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import DashboardPage from '../../../../src/features/console/dashboard-page.tsx'
import { DASHBOARD_TABS, tabFromQuery } from '../../../../src/features/console/dashboard-tabs.ts'
import { grantDesktop, memberDevice, renderAsMember } from '../../support/member-device.tsx'

let device: ReturnType<typeof memberDevice> | undefined
afterEach(async () => {
  await device?.close()
  device = undefined
})

const tabs = {
  sessions: () => <p>The sessions screen</p>,
  export: () => <p>The export screen</p>,
}

async function openDashboard(tier: 'desktop_pro' | 'desktop_standard', path: string) {
  device = memberDevice({ synced: true })
  await grantDesktop(device.db, tier)
  renderAsMember(device, <DashboardPage tabs={tabs} />, path)
}

describe('the console tab in the address (001 §2)', () => {
  it('opens the named tab, Home for a missing or unknown one, and Home for Export below Desktop Pro', () => {
    expect(tabFromQuery('sessions', false)).toBe('sessions')
    expect(tabFromQuery(null, true)).toBe('home')
    expect(tabFromQuery('billing', true)).toBe('home')
    expect(tabFromQuery('export', false)).toBe('home')
    expect(tabFromQuery('export', true)).toBe('export')
  })

  it('lists the twelve tabs of 001 §2, Home first', () => {
    expect(DASHBOARD_TABS.map((tab) => tab.label)).toEqual([
      'Home',
      'JUL Board',
      'Sessions',
      'Agreements',
      'YEL Room',
      'Templates',
      'Platform Overview',
      'Export',
      'Quick Add',
      'Media',
      'JUL Mode',
      'Settings',
    ])
  })
})

describe('the console frame', () => {
  it('shows the screen src/app composed for the tab in the address, and switches tabs in place', async () => {
    await openDashboard('desktop_pro', '/dashboard?tab=sessions')
    expect(await screen.findByText('The sessions screen')).toBeDefined()
    await userEvent.click(await screen.findByRole('tab', { name: 'Export' }))
    expect(await screen.findByText('The export screen')).toBeDefined()
  })

  it("shows a tab without a composed screen as its title and purpose, and the member's console tier", async () => {
    await openDashboard('desktop_standard', '/dashboard?tab=julmode')
    expect(await screen.findByRole('heading', { name: 'JUL Mode' })).toBeDefined()
    expect(screen.getByText('Daily strategic prompts.')).toBeDefined()
    expect(await screen.findByText('Desktop Standard')).toBeDefined()
  })

  it("locks Export as 'Pro Only' for Desktop Standard, even when the address asks for it", async () => {
    await openDashboard('desktop_standard', '/dashboard?tab=export')
    const exportTab = await screen.findByRole('tab', { name: /Export/ })
    await waitFor(() => expect(exportTab.textContent).toContain('Pro Only'))
    expect(exportTab.hasAttribute('disabled')).toBe(true)
    expect(screen.queryByText('The export screen')).toBeNull()
  })

  it('links the legal pages of 001 §2', async () => {
    await openDashboard('desktop_pro', '/dashboard')
    const legal = await screen.findByRole('navigation', { name: 'Legal' })
    expect([...legal.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/data-processing-agreement',
      '/mobile-app-terms',
      '/api-terms-of-use',
    ])
  })
})
