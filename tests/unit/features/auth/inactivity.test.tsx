import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../../../../src/data/auth.ts'
import { AuthProvider } from '../../../../src/features/auth/auth-context.tsx'
import { loadToasts } from '../../../../src/ui/deferred-toast.ts'
import { Toaster } from '../../../../src/ui/toaster.tsx'
import { fakeAuth, MEMBER } from '../../app/fake-services.ts'

const MINUTE = 60_000

function Status() {
  return <p data-testid="status">{useAuth().status}</p>
}

async function renderSignedIn() {
  const backend = fakeAuth(MEMBER)
  render(
    <AuthProvider backend={backend} isStaffEmail={() => false}>
      <Status />
      <Toaster />
    </AuthProvider>,
  )
  await act(async () => {})
  expect(screen.getByTestId('status').textContent).toBe('signed-in')
  return backend
}

async function idle(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms)
  })
}

/** sonner renders a new toast from a zero-delay timer, which fake timers run one tick later. */
async function flushToasts() {
  await act(async () => {
    vi.advanceTimersByTime(1)
  })
}

describe('inactivity', () => {
  // The toaster, sonner and the sign-out flow load lazily in the app; here before the clock is faked.
  beforeAll(async () => {
    await loadToasts()
    await import('../../../../src/features/auth/sign-out.ts')
  })
  afterEach(() => vi.useRealTimers())

  it('warns at 25 minutes, then expires at 30: event, message, sign-out', async () => {
    vi.useFakeTimers()
    const backend = await renderSignedIn()
    const expired = vi.fn()
    window.addEventListener('session-expired', expired)
    await idle(25 * MINUTE - 1)
    expect(screen.queryByText('Your session will expire in 5 minutes due to inactivity.')).toBeNull()
    await idle(1)
    await flushToasts()
    expect(screen.getByText('Your session will expire in 5 minutes due to inactivity.')).toBeDefined()
    await idle(5 * MINUTE - 1)
    await flushToasts()
    expect(expired).toHaveBeenCalledOnce()
    expect(screen.getByText('Session expired. Please log in again.')).toBeDefined()
    expect(backend.calls).toContain('signOut')
    expect(screen.getByTestId('status').textContent).toBe('signed-out')
    window.removeEventListener('session-expired', expired)
  })

  it.each([
    ['a key press', () => fireEvent.keyDown(window, { key: 'a' })],
    ['a mouse move', () => fireEvent.mouseMove(window)],
    ['a scroll', () => fireEvent.scroll(window)],
    ['a touch', () => fireEvent.touchStart(window)],
  ])('restarts the 30 minutes on %s', async (_name, act_) => {
    vi.useFakeTimers()
    const backend = await renderSignedIn()
    await idle(20 * MINUTE)
    act_()
    await idle(20 * MINUTE)
    expect(backend.calls).not.toContain('signOut')
    expect(screen.queryByText('Your session will expire in 5 minutes due to inactivity.')).toBeNull()
    await idle(10 * MINUTE)
    expect(backend.calls).toContain('signOut')
  })
})
