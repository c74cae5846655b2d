import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import MobileEntry from '../../../../src/app/routes/mobile-entry.tsx'
import { CHROME_KEYS } from '../../../../src/features/mobile/shell-rules.ts'
import { SplashScreen } from '../../../../src/features/mobile/splash.tsx'
import { EMAIL, type Harness, harness, renderWith, withTier } from './harness.tsx'

let h: Harness

function renderShell(
  path: string,
  options: {
    status?: 'signed-in' | 'signed-out'
    signIn?: () => Promise<{ error: string | null }>
    capitalReadiness?: boolean
  } = {},
) {
  const signIn = vi.fn(options.signIn ?? (async () => ({ error: null })))
  renderWith(
    h,
    path,
    <MobileEntry
      status={options.status ?? 'signed-in'}
      signIn={signIn}
      capitalReadiness={options.capitalReadiness ?? false}
    />,
    { route: '/app/*' },
  )
  return { signIn }
}

/**
 * Only the clock the splash uses, still moving with real time: fake-indexeddb and Dexie's live queries
 * need their own timers to fire (ARCHITECTURE.md gotcha).
 */
function fakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
}

function passSplash(ms = 1700 + 300) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

beforeEach(() => {
  h = harness()
  localStorage.clear()
})
afterEach(async () => {
  vi.useRealTimers()
  await h.db.delete()
})

describe('mobile shell', () => {
  it('shows the console splash for 1.7 s plus a 0.3 s fade, then the sign-in prompt without a user', () => {
    fakeTimers()
    renderShell('/app', { status: 'signed-out' })
    expect(screen.getByText('Stay Aligned. Move Faster.')).toBeDefined()
    act(() => {
      vi.advanceTimersByTime(1999)
    })
    expect(screen.queryByText('Authentication Required')).toBeNull()
    passSplash(1)
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeDefined()
    expect(
      screen.getByText(
        'You need to sign in to access Media Library, YEL Rooms, and Voice Assistant features.',
      ),
    ).toBeDefined()
  })

  it('counts the splash from when it went on screen: the build painted it before the app mounted', () => {
    fakeTimers()
    const done = vi.fn()
    render(<SplashScreen onDone={done} since={performance.now() - 1_500} />)
    act(() => {
      vi.advanceTimersByTime(150)
    })
    expect(screen.getByRole('status').className).not.toContain('opacity-0')
    act(() => {
      vi.advanceTimersByTime(100)
    })
    expect(screen.getByRole('status').className).toContain('opacity-0')
    expect(done).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(done).toHaveBeenCalledOnce()
  })

  it("signs in with the demo account and says 'Successfully signed in!'", async () => {
    fakeTimers()
    const { signIn } = renderShell('/app', { status: 'signed-out' })
    passSplash()
    await userEvent.click(screen.getByRole('button', { name: 'Quick Demo Sign-In' }))
    expect(signIn).toHaveBeenCalledWith('demo@example.com', 'Jul-demo-2026!')
    expect(await screen.findByText('Successfully signed in!')).toBeDefined()
  })

  it("says 'Failed to sign in. Please try manual sign-in.' when the demo sign-in fails", async () => {
    fakeTimers()
    renderShell('/app', {
      status: 'signed-out',
      signIn: async () => ({ error: 'Invalid login credentials' }),
    })
    passSplash()
    await userEvent.click(screen.getByRole('button', { name: 'Quick Demo Sign-In' }))
    expect(await screen.findByText('Failed to sign in. Please try manual sign-in.')).toBeDefined()
  })

  it('sends /app to home, titles the header per tab and shows the five bottom tabs', async () => {
    fakeTimers()
    renderShell('/app')
    passSplash()
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeDefined()
    expect(screen.getByRole('banner').textContent).toContain('Overview, board and sessions')
    const tabs = screen.getByRole('navigation', { name: 'App sections' })
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Quick Add', 'Media', 'YEL Room', 'JUL Sparks'])
    await userEvent.click(within(tabs).getByRole('link', { name: 'Media' }))
    await waitFor(() => expect(screen.getByRole('banner').textContent).toContain('Media Library'))
  })

  it('answers an unknown /app path with Not found, and hides capital readiness without its flag', async () => {
    fakeTimers()
    renderShell('/app/capital-readiness')
    passSplash()
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeDefined()
  })

  it('opens capital readiness when the local beta flag is set', async () => {
    fakeTimers()
    renderShell('/app/capital-readiness/analytics', { capitalReadiness: true })
    passSplash()
    expect(await screen.findByRole('heading', { name: 'Readiness Analytics' })).toBeDefined()
  })

  it('opens the settings overlay from the gear on the Account tab, and closes it again', async () => {
    await withTier(h.db, 'premium')
    fakeTimers()
    renderShell('/app/media')
    passSplash()
    await userEvent.click(await screen.findByRole('button', { name: 'Settings' }))
    const sheet = await screen.findByRole('dialog', { name: 'Settings' })
    expect(screen.getByTestId('location').textContent).toBe('/app/media?settings=1&tab=account')
    expect(within(sheet).getByRole('tab', { name: 'Account', selected: true })).toBeDefined()
    expect(await within(sheet).findByText('founder.pro')).toBeDefined()
    expect(within(sheet).getByText(EMAIL)).toBeDefined()
    expect(await within(sheet).findByRole('button', { name: 'Upgrade Plan' })).toBeDefined()
    expect(sheet.textContent).toContain('JUL Console v1.0.0')
    const buttons = within(sheet).getAllByRole('button')
    expect(buttons.at(-2)?.textContent).toBe('Sign Out')
    await userEvent.click(within(sheet).getByRole('tab', { name: 'Alerts' }))
    expect(screen.getByTestId('location').textContent).toBe('/app/media?settings=1&tab=alerts')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('location').textContent).toBe('/app/media')
  })

  it('hides Upgrade Plan for pro', async () => {
    await withTier(h.db, 'pro')
    fakeTimers()
    renderShell('/app/home?settings=1&tab=account')
    passSplash()
    const sheet = await screen.findByRole('dialog', { name: 'Settings' })
    expect(await within(sheet).findByText(/Current plan/)).toBeDefined()
    expect(within(sheet).getByText('Pro', { selector: 'strong' })).toBeDefined()
    expect(within(sheet).queryByRole('button', { name: 'Upgrade Plan' })).toBeNull()
  })

  it('remembers the footer switch: the tab bar goes and stays gone', async () => {
    fakeTimers()
    renderShell('/app/home?settings=1&tab=account')
    passSplash()
    const sheet = await screen.findByRole('dialog', { name: 'Settings' })
    const tabBar = () => document.querySelector('nav[aria-label="App sections"]')
    expect(tabBar()).not.toBeNull()
    await userEvent.click(within(sheet).getByRole('switch', { name: 'Show tab bar' }))
    expect(localStorage.getItem(CHROME_KEYS.footer)).toBe('false')
    expect(tabBar()).toBeNull()
  })
})
