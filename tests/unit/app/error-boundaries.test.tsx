import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppErrorBoundary } from '../../../src/app/app-error-boundary.tsx'
import { SectionErrorBoundary } from '../../../src/ui/section-error-boundary.tsx'

let failing = true
function Flaky() {
  if (failing) throw new Error('render failed')
  return <p>Recovered</p>
}

function Page() {
  return (
    <main>
      <h1>Still here</h1>
      <SectionErrorBoundary>
        <Flaky />
      </SectionErrorBoundary>
    </main>
  )
}

describe('error boundaries', () => {
  beforeEach(() => {
    failing = true
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => vi.restoreAllMocks())

  it('application crash: the spec text, Try Again re-renders, Go Home leaves for /', async () => {
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
    render(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Application Error' })).toBeDefined()
    expect(
      screen.getByText("We're experiencing technical difficulties. Our team has been notified."),
    ).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'Go Home' }))
    expect(assign).toHaveBeenCalledWith('/')
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(screen.getByText('Recovered')).toBeDefined()
  })

  it('section crash: only that section shows Component Error, and Retry brings it back', async () => {
    render(<Page />)
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeDefined()
    expect(screen.getByText('Component Error')).toBeDefined()
    expect(screen.getByText("This section couldn't load properly")).toBeDefined()
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(screen.getByText('Recovered')).toBeDefined()
  })
})
