import { act, render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../../../../src/data/auth.ts'
import { AuthProvider } from '../../../../src/features/auth/auth-context.tsx'
import { loadToasts } from '../../../../src/ui/deferred-toast.ts'
import { Toaster } from '../../../../src/ui/toaster.tsx'
import { fakeAuth, MEMBER } from '../../app/fake-services.ts'

function Status() {
  return <p data-testid="status">{useAuth().status}</p>
}

async function renderSignedIn() {
  const backend = fakeAuth(MEMBER)
  const events = vi.fn()
  render(
    <AuthProvider backend={backend} isStaffEmail={() => false} onAuthEvent={events}>
      <Status />
      <Toaster />
    </AuthProvider>,
  )
  await act(async () => {})
  expect(screen.getByTestId('status').textContent).toBe('signed-in')
  return { backend, events }
}

describe('a session the server ended (revoked elsewhere, or not renewed)', () => {
  beforeAll(async () => {
    await loadToasts()
  })

  // sonner keeps its toasts between tests: the quiet case runs first.
  it('says nothing of the kind for a sign-out asked for on this device', async () => {
    const { backend, events } = await renderSignedIn()
    await act(async () => backend.emit(null))
    expect(screen.getByTestId('status').textContent).toBe('signed-out')
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByText('Session expired. Please log in again.')).toBeNull()
    expect(events).not.toHaveBeenCalled()
  })

  it('signs the member out with the spec words "Session expired. Please log in again." and records it', async () => {
    const { backend, events } = await renderSignedIn()
    await act(async () => backend.emit(null, 'session-ended'))
    expect(screen.getByTestId('status').textContent).toBe('signed-out')
    expect(await screen.findByText('Session expired. Please log in again.')).toBeDefined()
    expect(events).toHaveBeenCalledWith({ action: 'session_expired', userId: MEMBER.id })
  })
})
