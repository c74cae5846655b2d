import { useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import type { SyncClient } from '../../../sync/client.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx'
import { Spinner } from '../../ui/spinner.tsx'

/**
 * Our words for Logout's wait (the spec names only the offline banner's 'Syncing' state). Here rather
 * than in texts.ts, which the first page carries: only this lazily loaded dialog reads them.
 */
const TEXTS = {
  title: 'Signing out',
  kept: 'Changes that are not sent stay on this device and are sent the next time you sign in.',
  sending: (count: number) => `Syncing… sending ${count} ${count === 1 ? 'change' : 'changes'}`,
  signOutNow: 'Sign out now',
} as const

/** The sync queue as Logout sees it (the app's sync client). */
export interface SignOutQueue {
  /** How many of the member's changes wait now. */
  waiting: () => number
  /** Called when that number may have changed. */
  subscribe: (listener: () => void) => () => void
  /** Sends what it can within its bound; resolves with how many stay unsent. */
  drain: () => Promise<number>
}

interface SignOutProgressProps {
  queue: SignOutQueue
  /** Changes waiting when Logout began, shown until the queue's own count arrives. */
  initial: number
  onSignOutNow: () => void
}

/**
 * How many changes Logout is still sending, and 'Sign out now' for a member who will not wait (the
 * changes stay on this device for them). It cannot be dismissed otherwise: the sign-out goes on.
 */
export function SignOutProgress({ queue, initial, onSignOutNow }: SignOutProgressProps) {
  const live = useSyncExternalStore(queue.subscribe, queue.waiting)
  const count = live > 0 ? live : initial
  return (
    <Dialog open>
      <DialogContent
        size="sm"
        showClose={false}
        role="alertdialog"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{TEXTS.title}</DialogTitle>
          <DialogDescription>{TEXTS.kept}</DialogDescription>
        </DialogHeader>
        <p className="flex items-center gap-2 text-sm font-medium" aria-live="polite">
          <Spinner />
          {TEXTS.sending(count)}
        </p>
        <Button variant="outline" className="justify-self-end" onClick={onSignOutNow}>
          {TEXTS.signOutNow}
        </Button>
      </DialogContent>
    </Dialog>
  )
}

/** The sync client's part Logout uses. */
export type DrainingClient = Pick<SyncClient, 'status' | 'prepareSignOut'>

/**
 * Logout's last chance for the queue: while changes wait, the member sees how many are being sent and
 * may sign out now instead. Resolves with how many stay unsent (kept on the device). The dialog gets a
 * root of its own, so this module loads only when a Logout begins, not with the first page.
 */
export async function drainWithProgress(sync: DrainingClient): Promise<number> {
  const queue: SignOutQueue = {
    waiting: () => sync.status.getSnapshot().pendingCount,
    subscribe: sync.status.subscribe,
    drain: sync.prepareSignOut,
  }
  const waiting = queue.waiting()
  // Nothing to wait for: the drain only counts what stays (changes the server refused, say).
  if (waiting === 0) return queue.drain()
  let signOutNow = () => {}
  const chosen = new Promise<void>((resolve) => {
    signOutNow = resolve
  })
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  root.render(<SignOutProgress queue={queue} initial={waiting} onSignOutNow={signOutNow} />)
  try {
    return await Promise.race([queue.drain(), chosen.then(queue.waiting)])
  } finally {
    root.unmount()
    host.remove()
  }
}
