import { cn } from '../ui/cn.ts'
import { CloudOff, RefreshCw } from '../ui/icons.ts'
import { useBytesWaiting } from './attachments.ts'
import { useSyncStatus } from './use-sync-status.ts'

function itemsLabel(count: number): string {
  return `${count} pending ${count === 1 ? 'item' : 'items'}`
}

/** '1.4 MB of files waiting': what the captures on this device still have to send. */
export function bytesLabel(bytes: number): string {
  const size =
    bytes >= 1_000_000
      ? `${(bytes / 1_000_000).toFixed(1)} MB`
      : `${Math.max(1, Math.round(bytes / 1000))} kB`
  return `${size} of files waiting`
}

/**
 * Spec 002 §2.2: "An offline banner shows the count of pending items and a Syncing state". It also shows
 * while online with work still queued, so nobody closes the app thinking everything was sent. The class
 * `offline-banner` is a hook for the end-to-end tests.
 */
export function OfflineBanner() {
  const status = useSyncStatus()
  const { online, syncing, pendingCount } = status
  const bytes = useBytesWaiting()
  if (online && !syncing && pendingCount === 0 && bytes === 0) return null
  return (
    <output
      aria-live="polite"
      className={cn(
        'offline-banner flex items-center justify-center gap-2 px-4 py-1.5 text-center text-sm font-medium',
        online ? 'bg-info-soft text-info-soft-foreground' : 'bg-warning-soft text-warning-soft-foreground',
      )}
    >
      {online ? (
        <RefreshCw aria-hidden="true" className={cn('size-3.5', syncing && 'animate-spin')} />
      ) : (
        <CloudOff aria-hidden="true" className="size-3.5" />
      )}
      <span>
        <span>{online ? 'Online' : 'Offline'}</span>
        {pendingCount > 0 && <span> · {itemsLabel(pendingCount)}</span>}
        {bytes > 0 && <span> · {bytesLabel(bytes)}</span>}
        {syncing && <span> · Syncing…</span>}
      </span>
    </output>
  )
}
