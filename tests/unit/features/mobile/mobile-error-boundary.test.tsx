import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MobileErrorBoundary } from '../../../../src/features/mobile/mobile-error-boundary.tsx'

function Broken(): never {
  throw new Error('render failed')
}

describe('mobile error boundary', () => {
  afterEach(() => vi.restoreAllMocks())

  it("shows 'Something went wrong / Please try refreshing the app' and Refresh reloads", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    render(
      <MobileErrorBoundary>
        <Broken />
      </MobileErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeDefined()
    expect(screen.getByText('Please try refreshing the app')).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(reload).toHaveBeenCalled()
  })
})
