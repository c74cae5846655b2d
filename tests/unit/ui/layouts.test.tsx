import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Home, Inbox, Settings } from '../../../src/ui/icons.ts'
import { ConsoleLayout, ConsoleNav, ConsolePanel, PageHeader } from '../../../src/ui/layouts/console.tsx'
import { BottomTabBar, MobileTopBar } from '../../../src/ui/layouts/mobile.tsx'
import { SettingsSheet } from '../../../src/ui/layouts/settings-sheet.tsx'
import { Hero, Section, SiteFooter } from '../../../src/ui/layouts/website.tsx'
import { PULL_THRESHOLD_PX, PullToRefresh, pullDistance } from '../../../src/ui/pull-to-refresh.tsx'

const ITEMS = [
  { id: 'home', label: 'Home', icon: <Home /> },
  { id: 'inbox', label: 'Inbox', icon: <Inbox /> },
  { id: 'export', label: 'Export', disabled: true, badge: <span>Pro Only</span> },
  { id: 'settings', label: 'Settings', icon: <Settings /> },
]

function Console({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('home')
  return (
    <ConsoleLayout
      value={value}
      onValueChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
    >
      <ConsoleNav label="Console sections" items={ITEMS} />
      {ITEMS.map((item) => (
        <ConsolePanel key={item.id} value={item.id}>
          <PageHeader title={item.label} description={`${item.label} panel`} />
        </ConsolePanel>
      ))}
    </ConsoleLayout>
  )
}

function mockWide(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width') ? wide : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

describe('console layout', () => {
  afterEach(() => vi.restoreAllMocks())

  it('on wide screens is a vertical tablist: arrows move focus, skip the locked tab, Enter opens', async () => {
    mockWide(true)
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Console onChange={onChange} />)
    const list = screen.getByRole('tablist', { name: 'Console sections' })
    expect(list.getAttribute('aria-orientation')).toBe('vertical')
    const locked = screen.getByRole('tab', { name: 'Export Pro Only' })
    expect(locked.hasAttribute('disabled')).toBe(true)
    screen.getByRole('tab', { name: 'Home' }).focus()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Inbox' }))
    expect(onChange).not.toHaveBeenCalled()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Settings' }))
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith('settings')
    expect(screen.getByRole('tabpanel', { name: 'Settings' }).textContent).toContain('Settings panel')
  })

  it('on phones the same tabs run horizontally', () => {
    mockWide(false)
    render(<Console />)
    expect(screen.getByRole('tablist', { name: 'Console sections' }).getAttribute('aria-orientation')).toBe(
      'horizontal',
    )
  })
})

describe('mobile shell layout', () => {
  it('the bottom tab bar marks the current tab and its links read as their labels', () => {
    render(
      <MemoryRouter initialEntries={['/app/inbox']}>
        <MobileTopBar title="Inbox" subtitle="Unassigned captures" />
        <BottomTabBar
          items={[
            { to: '/app/home', label: 'Home', icon: <Home /> },
            { to: '/app/inbox', label: 'Inbox', icon: <Inbox /> },
          ]}
        />
      </MemoryRouter>,
    )
    const nav = screen.getByRole('navigation', { name: 'App sections' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Inbox'])
    expect(within(nav).getByRole('link', { name: 'Inbox' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('banner').textContent).toContain('Unassigned captures')
  })

  it('the settings sheet opens on the asked tab, switches tabs, and closes', async () => {
    const user = userEvent.setup()
    function Harness() {
      const [open, setOpen] = useState(true)
      const [tab, setTab] = useState('card')
      return (
        <SettingsSheet
          open={open}
          onOpenChange={setOpen}
          tab={tab}
          onTabChange={setTab}
          footer="JUL Console v1.0.0"
          tabs={[
            { id: 'account', label: 'Account', content: <p>Account body</p> },
            { id: 'card', label: 'Card', content: <p>Card body</p> },
            { id: 'jul', label: 'JUL', content: <p>JUL body</p> },
            { id: 'alerts', label: 'Alerts', content: <p>Alerts body</p> },
          ]}
        />
      )
    }
    render(<Harness />)
    const sheet = screen.getByRole('dialog', { name: 'Settings' })
    expect(within(sheet).getByRole('tabpanel').textContent).toBe('Card body')
    await user.click(within(sheet).getByRole('tab', { name: 'Alerts' }))
    expect(within(sheet).getByRole('tabpanel').textContent).toBe('Alerts body')
    expect(sheet.textContent).toContain('JUL Console v1.0.0')
    await user.click(within(sheet).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('pull to refresh follows the finger at half speed, refreshes past the threshold, and has a button', async () => {
    expect(pullDistance(-20)).toBe(0)
    expect(pullDistance(100)).toBe(50)
    expect(pullDistance(1000)).toBeLessThan(1000)
    let finish: () => void = () => {}
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { container } = render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>Feed</p>
      </PullToRefresh>,
    )
    const area = container.firstElementChild as HTMLElement
    fireEvent.touchStart(area, { touches: [{ clientY: 10 }] })
    fireEvent.touchMove(area, { touches: [{ clientY: 10 + PULL_THRESHOLD_PX * 2 }] })
    expect(screen.getByText('Release to refresh')).toBeDefined()
    fireEvent.touchEnd(area)
    expect(onRefresh).toHaveBeenCalledOnce()
    expect(screen.getByRole('status').textContent).toBe('Refreshing…')
    await act(async () => finish())
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(onRefresh).toHaveBeenCalledTimes(2)
  })
})

describe('website layout', () => {
  it('the footer carries the legal links and the ICO registration (000 §4.5)', () => {
    render(
      <MemoryRouter>
        <SiteFooter legalLinks={[{ to: '/privacy-policy', label: 'Privacy Policy' }]} />
      </MemoryRouter>,
    )
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('navigation', { name: 'Legal' })).toBeDefined()
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    )
    expect(footer.textContent).toContain('ICO CSN6556242')
  })

  it('a hero carries the one h1 and a section is a region named by its h2', () => {
    render(
      <>
        <Hero title="Capital, clarity, momentum" accent="founders" />
        <Section id="offer" title="What we do">
          <p>Advisory</p>
        </Section>
      </>,
    )
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('region', { name: 'What we do' })).toBeDefined()
  })
})
