import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { type DrainingClient, drainWithProgress } from '../../../../src/features/auth/sign-out-progress.tsx'
import { INITIAL_STATUS } from '../../../../sync/public/initial-status.ts'

/** A sync client with `pending` changes whose drain ends only when the test says how many stayed. */
function slowClient(pending: number) {
  let count = pending
  const listeners = new Set<() => void>()
  let finish: (unsent: number) => void = () => undefined
  let snapshot = { ...INITIAL_STATUS, pendingCount: count }
  const client: DrainingClient = {
    status: {
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      getSnapshot: () => snapshot,
    },
    prepareSignOut: vi.fn(
      () =>
        new Promise<number>((resolve) => {
          finish = resolve
        }),
    ),
  }
  const setPending = (next: number) => {
    count = next
    snapshot = { ...INITIAL_STATUS, pendingCount: count }
    for (const listener of listeners) listener()
  }
  return { client, setPending, finish: (unsent: number) => finish(unsent) }
}

describe("Logout's wait for the queue", () => {
  it('shows how many changes are being sent, follows the queue, and closes once it is drained', async () => {
    const { client, setPending, finish } = slowClient(3)
    let unsent: number | undefined
    await act(async () => {
      void drainWithProgress(client).then((value) => {
        unsent = value
      })
    })
    const dialog = await screen.findByRole('alertdialog', { name: 'Signing out' })
    expect(dialog.textContent).toContain('Syncing… sending 3 changes')
    expect(dialog.textContent).toContain(
      'Changes that are not sent stay on this device and are sent the next time you sign in.',
    )
    act(() => setPending(1))
    expect(dialog.textContent).toContain('Syncing… sending 1 change')
    await act(async () => finish(0))
    expect(unsent).toBe(0)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('lets the member sign out now: the drain stops waiting and answers what stays', async () => {
    const { client } = slowClient(2)
    let unsent: number | undefined
    await act(async () => {
      void drainWithProgress(client).then((value) => {
        unsent = value
      })
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out now' }))
    expect(unsent).toBe(2)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('shows nothing when nothing waits, and still counts what the server refused', async () => {
    const client: DrainingClient = {
      status: { subscribe: () => () => undefined, getSnapshot: () => INITIAL_STATUS },
      prepareSignOut: vi.fn(async () => 1),
    }
    await expect(drainWithProgress(client)).resolves.toBe(1)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
