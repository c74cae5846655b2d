import type { FailedWrite } from '../../sync/public/status.ts'
import { useSyncClient } from './sync-context.ts'

interface FailedWritesProps {
  failed: readonly FailedWrite[]
  /** The feature's own words for what failed, e.g. 'Failed to create spark'. */
  label: (write: FailedWrite) => string
}

/** Writes the server refused for good: never dropped silently, the user retries or discards each. */
export function FailedWrites({ failed, label }: FailedWritesProps) {
  const client = useSyncClient()
  if (failed.length === 0 || !client) return null
  return (
    <ul className="failed-writes" aria-label="Changes the server refused">
      {failed.map((write) => (
        <li key={write.id} className="error-box" role="alert">
          <strong>{label(write)}</strong>
          {write.error && <span className="failed-writes__reason">: {write.error}</span>}
          <span className="failed-writes__actions">
            <button type="button" onClick={() => void client.retryFailed([write.id])}>
              Retry
            </button>
            <button type="button" onClick={() => void client.discardFailed([write.id])}>
              Discard
            </button>
          </span>
        </li>
      ))}
    </ul>
  )
}
