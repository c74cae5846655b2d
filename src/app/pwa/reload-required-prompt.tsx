import { useSyncStatus } from '../../data/use-sync-status.ts'
import { RefreshCw } from '../../ui/icons.ts'
import { ReloadBar } from './reload-bar.tsx'
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
    <ReloadBar
      urgent
      icon={<RefreshCw aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />}
      text={UPDATE_TEXTS.newerVersionOpen}
      label={UPDATE_TEXTS.reload}
      onReload={reload}
    />
  )
}
