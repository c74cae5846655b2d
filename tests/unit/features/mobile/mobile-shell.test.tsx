import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MobileRoutes } from '../../../../src/app/mobile-routes.tsx'
import { AppToaster } from '../../../../src/app/providers.tsx'
import MobileShell, { type MobileShellProps } from '../../../../src/features/mobile/mobile-shell.tsx'

function renderShell(path: string, props: Partial<MobileShellProps> & { capitalReadiness?: boolean } = {}) {
  const signIn = props.signIn ?? vi.fn(async () => ({ error: null }))
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/app/*"
          element={
            <MobileShell status={props.status ?? 'signed-in'} signIn={signIn}>
              <MobileRoutes capitalReadiness={props.capitalReadiness ?? false} />
            </MobileShell>
          }
        />
      </Routes>
      <AppToaster />
    </MemoryRouter>,
  )
  return { signIn }
}

function passSplash() {
  expect(screen.getByText('Stay Aligned. Move Faster.')).toBeDefined()
  act(() => {
    vi.advanceTimersByTime(1700 + 300)
  })
  vi.useRealTimers()
}

describe('mobile shell', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the splash, then the sign-in prompt when nobody is signed in', () => {
    vi.useFakeTimers()
    renderShell('/app', { status: 'signed-out' })
    act(() => {
      vi.advanceTimersByTime(1699)
    })
    expect(screen.queryByText('Authentication Required')).toBeNull()
    passSplash()
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeDefined()
    expect(
      screen.getByText(
        'You need to sign in to access Media Library, YEL Rooms, and Voice Assistant features.',
      ),
    ).toBeDefined()
  })

  it("signs in with the demo account and says 'Successfully signed in!'", async () => {
    vi.useFakeTimers()
    const { signIn } = renderShell('/app', { status: 'signed-out' })
    passSplash()
    await userEvent.click(screen.getByRole('button', { name: 'Quick Demo Sign-In' }))
    expect(signIn).toHaveBeenCalledWith('demo@example.com', 'Jul-demo-2026!')
    expect(await screen.findByText('Successfully signed in!')).toBeDefined()
  })

  it("says 'Failed to sign in. Please try manual sign-in.' when the demo sign-in fails", async () => {
    vi.useFakeTimers()
    renderShell('/app', {
      status: 'signed-out',
      signIn: async () => ({ error: 'Invalid login credentials' }),
    })
    passSplash()
    await userEvent.click(screen.getByRole('button', { name: 'Quick Demo Sign-In' }))
    expect(await screen.findByText('Failed to sign in. Please try manual sign-in.')).toBeDefined()
  })

  it('sends /app to home and shows the five bottom tabs', async () => {
    vi.useFakeTimers()
    renderShell('/app')
    passSplash()
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeDefined()
    const tabs = screen.getByRole('navigation', { name: 'App sections' })
    expect([...tabs.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Home',
      'Quick Add',
      'Media',
      'YEL Room',
      'JUL Sparks',
    ])
  })

  it('answers an unknown /app path with Not found, and hides capital readiness without its flag', async () => {
    vi.useFakeTimers()
    renderShell('/app/capital-readiness')
    passSplash()
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeDefined()
  })

  it('opens capital readiness when the local beta flag is set', async () => {
    vi.useFakeTimers()
    renderShell('/app/capital-readiness/analytics', { capitalReadiness: true })
    passSplash()
    expect(await screen.findByRole('heading', { name: 'Capital Readiness Report' })).toBeDefined()
  })
})
