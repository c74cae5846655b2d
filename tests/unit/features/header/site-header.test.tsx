import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteHeader, type SiteHeaderProps } from '../../../../src/features/header/site-header.tsx'

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.hash}`}</p>
}

function renderHeader(path: string, props: Partial<SiteHeaderProps> = {}) {
  const onSignOut = vi.fn()
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader
        user={props.user ?? null}
        isStaff={props.isStaff ?? false}
        onSignOut={onSignOut}
        fetchLiveUsers={props.fetchLiveUsers ?? (async () => 7)}
      />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
  return { onSignOut }
}

const ada = { displayName: 'Ada Lovelace', initials: 'AL' }

describe('site header', () => {
  afterEach(() => {
    vi.useRealTimers()
    sessionStorage.clear()
  })

  it('lists the nine navigation items in the spec order', () => {
    renderHeader('/')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'HOME',
      'ABOUT',
      'ADVISORY',
      'PRICING',
      'VENTURES',
      'FOUNDERS',
      'INVESTORS',
      'ECOSYSTEM',
      'CONTACT',
    ])
  })

  it('points the logo home when signed out, to /dashboard when signed in, to /vip on the VIP page', () => {
    renderHeader('/about')
    expect(screen.getByRole('link', { name: 'JUL home' }).getAttribute('href')).toBe('/')
    renderHeader('/about', { user: ada })
    expect(screen.getAllByRole('link', { name: 'JUL home' })[1]?.getAttribute('href')).toBe('/dashboard')
    renderHeader('/vip', { user: ada })
    expect(screen.getAllByRole('link', { name: 'JUL home' })[2]?.getAttribute('href')).toBe('/vip')
  })

  it('quick search: typing filters case-insensitively, arrows wrap, Enter goes and clears the hash', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    renderHeader('/about#team')
    const box = screen.getByRole('combobox', { name: 'Quick navigation' })
    await userEvent.type(box, 'VE')
    const options = screen.getAllByRole('option').map((option) => option.textContent)
    expect(options).toEqual(['Ventures', 'Investors'])
    await userEvent.keyboard('{ArrowUp}')
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Investors')
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Ventures')
    await userEvent.keyboard('{Enter}')
    expect(screen.getByTestId('where').textContent).toBe('/ventures')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('quick search: Escape closes the suggestions', async () => {
    renderHeader('/')
    await userEvent.type(screen.getByRole('combobox', { name: 'Quick navigation' }), 'a')
    expect(screen.getAllByRole('option').length).toBeGreaterThan(1)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(screen.getByTestId('where').textContent).toBe('/')
  })

  it('user menu: initials, name, Member badge, and VIP Access only for staff; Escape closes it', async () => {
    renderHeader('/', { user: ada })
    // The account menu is a lazy chunk: it shows once its code has arrived.
    const button = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace (AL)' })
    expect(button.textContent).toBe('AL')
    await userEvent.click(button)
    expect(screen.getByText('Member')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Console Dashboard' }).getAttribute('href')).toBe('/dashboard')
    expect(screen.queryByRole('link', { name: 'VIP Access' })).toBeNull()
    for (const name of ['Profile', 'Settings']) expect(screen.getByRole('link', { name })).toBeDefined()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('link', { name: 'Console Dashboard' })).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('user menu: staff see VIP Access; Logout signs out', async () => {
    const { onSignOut } = renderHeader('/', { user: ada, isStaff: true })
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }))
    expect(screen.getByRole('link', { name: 'VIP Access' }).getAttribute('href')).toBe('/vip')
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    expect(onSignOut).toHaveBeenCalledOnce()
  })

  it('live users: polls every 20 s, shows zero on failure and pulses on a 20% rise', async () => {
    vi.useFakeTimers()
    const answers: Array<number | Error> = [5, 6, new Error('offline'), 4]
    const fetchLiveUsers = vi.fn(async () => {
      const next = answers.shift()
      if (next instanceof Error) throw next
      return next ?? 0
    })
    renderHeader('/', { fetchLiveUsers })
    const indicator = () => screen.getByText(/live$/)
    await act(async () => {})
    expect(indicator().textContent).toBe('5 live')
    await act(async () => vi.advanceTimersByTime(19_999))
    expect(fetchLiveUsers).toHaveBeenCalledTimes(1)
    await act(async () => vi.advanceTimersByTime(1))
    expect(indicator().textContent).toBe('6 live')
    expect(indicator().getAttribute('data-pulsing')).toBe('true')
    await act(async () => vi.advanceTimersByTime(20_000))
    expect(indicator().textContent).toBe('0 live')
    expect(indicator().hasAttribute('data-pulsing')).toBe(false)
  })

  it('shows Back to Landing Page while a landing context is stored, except on that landing page', () => {
    sessionStorage.setItem(
      'landing_context',
      JSON.stringify({ slug: 'spring', path: '/landing/spring', timestamp: Date.now() }),
    )
    renderHeader('/about')
    expect(screen.getByRole('link', { name: 'Back to Landing Page' }).getAttribute('href')).toBe(
      '/landing/spring',
    )
    renderHeader('/landing/spring')
    expect(screen.getAllByRole('link', { name: 'Back to Landing Page' })).toHaveLength(1)
  })
})
