import { fireEvent, render, screen } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { preloadable } from '../../../src/app/boot/preloadable.tsx'

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  )
}

const page = () => preloadable(async () => ({ default: Counter }))

function inSuspense(node: React.ReactNode) {
  return <Suspense fallback={<p>Loading...</p>}>{node}</Suspense>
}

describe('preloadable pages', () => {
  it('renders a page preloaded before mounting at once, with no Loading... fallback', async () => {
    const Page = page()
    await Page.preload()
    render(inSuspense(<Page label="Clicked" />))
    expect(screen.queryByText('Loading...')).toBeNull()
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeDefined()
  })

  it('shows the fallback for a page not preloaded, then the page, which keeps its state on a later render', async () => {
    const Page = page()
    const view = render(inSuspense(<Page label="Clicked" />))
    expect(screen.getByText('Loading...')).toBeDefined()
    fireEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }))
    view.rerender(inSuspense(<Page label="Pressed" />))
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeDefined()
  })
})
