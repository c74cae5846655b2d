import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MobileShellRoute, MobileUnavailable } from '../../../src/app/routes/mobile-shell-route.tsx'
import { AuthContext } from '../../../src/data/auth.ts'
import { authValue } from '../features/mobile/harness.tsx'

vi.mock('../../../src/app/routes/mobile-entry.tsx', () => ({
  default: () => (
    <main>
      <h1>JUL Sparks</h1>
    </main>
  ),
}))
// Offline on a first visit, before the service worker cached it: the tracker's code never arrives.
vi.mock('../../../src/features/capture/context-tracker.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/context-tracker.js')
})

describe('mobile shell fallback', () => {
  it("reads 'Mobile features temporarily unavailable' with a way to the website", () => {
    render(<MobileUnavailable />)
    expect(screen.getByRole('heading', { name: 'Mobile features temporarily unavailable' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Open the website' }).getAttribute('href')).toBe('/')
  })

  it('is not shown when only the capture-context tracker failed to load (002 §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <AuthContext.Provider value={authValue({ status: 'signed-out', user: null })}>
        <MobileShellRoute />
      </AuthContext.Provider>,
    )
    expect(await screen.findByRole('heading', { name: 'JUL Sparks' })).toBeDefined()
    // The tracker's import has failed by the time the lazy component has settled.
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Caught by error boundary',
        expect.anything(),
        expect.anything(),
      ),
    )
    expect(screen.queryByText('Mobile features temporarily unavailable')).toBeNull()
    expect(screen.getByRole('heading', { name: 'JUL Sparks' })).toBeDefined()
  })
})
