import { useSyncStatus } from '../../data/use-sync-status.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { AUTH_TEXTS } from './texts.ts'

interface SignOutProgressProps {
  /** Changes waiting when the sign-out began; the count then follows the queue as it drains. */
  waiting: number
  onSignOutNow: () => void
}

/**
 * While Logout gives the queue its last chance to reach the server: how many changes are still being
 * sent, and 'Sign out now' for a member who will not wait (the changes stay on this device for them).
 * It closes itself when the queue is empty; it cannot be dismissed otherwise, the sign-out goes on.
 */
export default function SignOutProgress({ waiting, onSignOutNow }: SignOutProgressProps) {
  const { pendingCount } = useSyncStatus()
  const count = pendingCount > 0 ? pendingCount : waiting
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
          <DialogTitle>{AUTH_TEXTS.signingOutTitle}</DialogTitle>
          <DialogDescription>{AUTH_TEXTS.signingOutKept}</DialogDescription>
        </DialogHeader>
        <p className="flex items-center gap-2 text-sm font-medium" aria-live="polite">
          <Spinner />
          {AUTH_TEXTS.sendingChanges(count)}
        </p>
        <Button variant="outline" className="justify-self-end" onClick={onSignOutNow}>
          {AUTH_TEXTS.signOutNow}
        </Button>
      </DialogContent>
    </Dialog>
  )
}
