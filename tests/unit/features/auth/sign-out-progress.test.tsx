import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../../../../src/data/auth.ts'
import { AuthProvider, type SignOutQueue } from '../../../../src/features/auth/auth-context.tsx'
import { loadToasts } from '../../../../src/ui/deferred-toast.ts'
import { Toaster } from '../../../../src/ui/toaster.tsx'
import { fakeAuth, MEMBER } from '../../app/fake-services.ts'

function Logout() {
  const auth = useAuth()
  return (
    <>
      <p data-testid="status">{auth.status}</p>
      <button type="button" onClick={() => void auth.signOut()}>
        Logout
      </button>
    </>
  )
}

/** A queue of `count` changes whose drain ends only when the test says how many stayed. */
function slowQueue(count: number) {
  let finish: (unsent: number) => void = () => undefined
  let waiting = count
  const queue: SignOutQueue = {
    waiting: vi.fn(async () => waiting),
    drain: vi.fn(
      () =>
        new Promise<number>((resolve) => {
          finish = resolve
        }),
    ),
  }
  return {
    queue,
    finish: (unsent: number) => {
      waiting = unsent
      finish(unsent)
    },
  }
}

async function renderSignedIn(queue: SignOutQueue) {
  const backend = fakeAuth(MEMBER)
  const signOut = vi.spyOn(backend, 'signOut')
  render(
    <AuthProvider backend={backend} isStaffEmail={() => false} queue={queue}>
      <Logout />
      <Toaster />
    </AuthProvider>,
  )
  await act(async () => {})
  expect(screen.getByTestId('status').textContent).toBe('signed-in')
  return { signOut }
}

describe('Logout with changes still to send', () => {
  beforeAll(async () => {
    await loadToasts()
  })

  it('shows how many are being sent and signs out once they are', async () => {
    const { queue, finish } = slowQueue(3)
    const { signOut } = await renderSignedIn(queue)
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Signing out' })
    expect(dialog.textContent).toContain('Syncing… sending 3 changes')
    expect(signOut).not.toHaveBeenCalled()
    await act(async () => finish(0))
    expect(screen.getByTestId('status').textContent).toBe('signed-out')
    expect(signOut).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.queryByText(/You have unsynced changes/)).toBeNull()
  })

  it('lets the member sign out now, keeping the changes and saying so', async () => {
    const { queue } = slowQueue(1)
    const { signOut } = await renderSignedIn(queue)
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Syncing… sending 1 change')
    await userEvent.click(screen.getByRole('button', { name: 'Sign out now' }))
    expect(screen.getByTestId('status').textContent).toBe('signed-out')
    expect(signOut).toHaveBeenCalledTimes(1)
    expect(
      await screen.findByText(
        'You have unsynced changes. They stay on this device and sync when you sign in again.',
      ),
    ).toBeDefined()
  })

  it('shows nothing when nothing waits', async () => {
    const queue: SignOutQueue = { waiting: async () => 0, drain: vi.fn(async () => 0) }
    await renderSignedIn(queue)
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    expect(screen.getByTestId('status').textContent).toBe('signed-out')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
