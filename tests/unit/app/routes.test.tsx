import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../../src/app/routes.tsx'

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  )
}

describe('route table', () => {
  it("shows 'Loading...' while a lazy page loads, then the page", async () => {
    renderAt('/')
    expect(screen.getByRole('status').textContent).toBe('Loading...')
    expect(await screen.findByRole('heading', { level: 1, name: 'JUL' })).toBeDefined()
  })

  it('answers any unknown path with the not-found page', async () => {
    renderAt('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined()
    expect(screen.getByText('/no/such/page')).toBeDefined()
  })
})
