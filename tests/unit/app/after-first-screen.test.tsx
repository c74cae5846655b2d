import { render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AppErrorBoundary } from '../../../src/app/app-error-boundary.tsx'
import { AfterFirstScreen } from '../../../src/app/boot/after-first-screen.tsx'

describe('a part loaded after the first screen', () => {
  it('shows once its code arrives', async () => {
    const Part = lazy(async () => ({ default: () => <p>toaster ready</p> }))
    render(
      <AfterFirstScreen>
        <Part />
      </AfterFirstScreen>,
    )
    expect(await screen.findByText('toaster ready')).toBeDefined()
  })

  it('is left out when its code cannot load, and the screen stays (not the Application Error page)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Broken = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/toaster.js')),
    )
    render(
      <AppErrorBoundary>
        <main>
          <h1>Home</h1>
        </main>
        <AfterFirstScreen>
          <Broken />
        </AfterFirstScreen>
      </AppErrorBoundary>,
    )
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Caught by error boundary',
        expect.anything(),
        expect.anything(),
      ),
    )
    expect(screen.queryByRole('heading', { name: 'Application Error' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Home' })).toBeDefined()
  })
})
