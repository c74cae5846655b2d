import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CookieBanner } from '../../../../src/features/consent/cookie-banner.tsx'

const stored = () => JSON.parse(localStorage.getItem('cookie_consent') ?? 'null')

function showBanner() {
  vi.useFakeTimers()
  render(<CookieBanner />)
  act(() => {
    vi.advanceTimersByTime(999)
  })
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
  act(() => {
    vi.advanceTimersByTime(1)
  })
  vi.useRealTimers()
  return screen.getByRole('region', { name: 'Cookie consent' })
}

describe('cookie banner', () => {
  const changes: unknown[] = []
  const onChange = (event: Event) => changes.push((event as CustomEvent).detail)

  beforeEach(() => {
    localStorage.clear()
    changes.length = 0
    window.addEventListener('consent-changed', onChange)
  })
  afterEach(() => {
    window.removeEventListener('consent-changed', onChange)
    vi.useRealTimers()
  })

  it('appears after exactly 1 second and shows ICO CSN6556242', () => {
    const banner = showBanner()
    expect(banner.textContent).toContain('ICO CSN6556242')
  })

  it('Accept All stores version 1.0 with every category on and broadcasts the change', async () => {
    await userEvent.click(within(showBanner()).getByRole('button', { name: 'Accept All' }))
    expect(stored()).toMatchObject({
      version: '1.0',
      consent: { essential: true, analytics: true, functional: true, marketing: true },
    })
    expect(changes).toHaveLength(1)
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
  })

  it('Reject Non-Essential turns the three optional categories off', async () => {
    await userEvent.click(within(showBanner()).getByRole('button', { name: 'Reject Non-Essential' }))
    expect(stored().consent).toMatchObject({
      essential: true,
      analytics: false,
      functional: false,
      marketing: false,
    })
  })

  it('Customize: essential is locked on, Cancel saves nothing, Save Preferences saves the switches', async () => {
    await userEvent.click(within(showBanner()).getByRole('button', { name: 'Customize' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' })
    expect(
      within(dialog)
        .getByRole('switch', { name: /Essential/ })
        .hasAttribute('disabled'),
    ).toBe(true)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(stored()).toBeNull()
    expect(changes).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: 'Customize' }))
    const again = await screen.findByRole('dialog', { name: 'Cookie Preferences' })
    await userEvent.click(within(again).getByRole('switch', { name: /Functional/ }))
    await userEvent.click(within(again).getByRole('button', { name: 'Save Preferences' }))
    expect(stored().consent).toMatchObject({ analytics: false, functional: true, marketing: false })
    expect(changes).toEqual([stored().consent])
  })

  it('stays hidden when an answer for version 1.0 is stored', () => {
    localStorage.setItem(
      'cookie_consent',
      JSON.stringify({
        version: '1.0',
        consent: { essential: true, analytics: false, functional: false, marketing: false, timestamp: 'x' },
      }),
    )
    vi.useFakeTimers()
    render(<CookieBanner />)
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
  })

  it('treats an answer stored under another version as no answer', () => {
    localStorage.setItem(
      'cookie_consent',
      JSON.stringify({
        version: '0.9',
        consent: { essential: true, analytics: true, functional: true, marketing: true, timestamp: 'x' },
      }),
    )
    expect(showBanner()).toBeDefined()
  })
})
