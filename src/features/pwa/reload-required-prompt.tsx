import { useSyncStatus } from '../../data/use-sync-status.ts'
import { Button } from '../../ui/button.tsx'
import { RefreshCw } from '../../ui/icons.ts'
import { UPDATE_TEXTS } from './update-prompt.tsx'

const reloadPage = () => window.location.reload()

/**
 * A newer build upgraded the local database from another tab: this tab's database is closed and its
 * sync worker has handed the lead over, so nothing here can be saved until it reloads.
 */
export function ReloadRequiredPrompt({ reload = reloadPage }: { reload?: () => void }) {
  const { reloadRequired } = useSyncStatus()
  if (!reloadRequired) return null
  return (
    <div
      role="alert"
      className="fixed bottom-[calc(5rem+var(--safe-bottom))] left-1/2 z-(--z-toast) flex w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-3 rounded-xl border border-border bg-surface py-2 pr-2 pl-4 text-sm text-surface-foreground shadow-xl md:bottom-6"
    >
      <RefreshCw aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span>{UPDATE_TEXTS.newerVersionOpen}</span>
      <Button size="sm" onClick={reload}>
        {UPDATE_TEXTS.reload}
      </Button>
    </div>
  )
}
