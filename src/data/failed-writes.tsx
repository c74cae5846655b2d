import type { FailedWrite } from '../../sync/public/status.ts'
import { Alert } from '../ui/alert.tsx'
import { Button } from '../ui/button.tsx'
import { useSyncClient } from './sync-context.ts'

interface FailedWritesProps {
  failed: readonly FailedWrite[]
  /** The feature's own words for what failed, e.g. 'Failed to create spark'. */
  label: (write: FailedWrite) => string
  /** Why it failed, where the feature knows better than the server's words (a tier the member lacks). */
  reason?: (write: FailedWrite) => string
}

/** Writes the server refused for good: never dropped silently, the user retries or discards each. */
export function FailedWrites({ failed, label, reason = (write) => write.error }: FailedWritesProps) {
  const client = useSyncClient()
  if (failed.length === 0 || !client) return null
  return (
    <ul className="grid gap-2" aria-label="Changes the server refused">
      {failed.map((write) => (
        <li key={write.id}>
          <Alert
            variant="danger"
            actions={
              <>
                <Button size="sm" variant="outline" onClick={() => void client.retryFailed([write.id])}>
                  Retry
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void client.discardFailed([write.id])}>
                  Discard
                </Button>
              </>
            }
          >
            <strong className="font-semibold">{label(write)}</strong>
            {reason(write) && <span>: {reason(write)}</span>}
          </Alert>
        </li>
      ))}
    </ul>
  )
}
