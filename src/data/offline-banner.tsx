import './sync-status.css'
import { useSyncStatus } from './use-sync-status.ts'

function itemsLabel(count: number): string {
  return `${count} pending ${count === 1 ? 'item' : 'items'}`
}

/**
 * Spec 002 §2.2: "An offline banner shows the count of pending items and a Syncing state". It also shows
 * while online with work still queued, so nobody closes the app thinking everything was sent.
 */
export function OfflineBanner() {
  const status = useSyncStatus()
  const { online, syncing, pendingCount } = status
  if (online && !syncing && pendingCount === 0) return null
  return (
    <output className={`offline-banner${online ? '' : ' offline-banner--offline'}`} aria-live="polite">
      <span>{online ? 'Online' : 'Offline'}</span>
      {pendingCount > 0 && <span> · {itemsLabel(pendingCount)}</span>}
      {syncing && <span> · Syncing…</span>}
    </output>
  )
}
