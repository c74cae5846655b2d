import { useSearchParams } from 'react-router-dom'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { Alert } from '../../ui/alert.tsx'
import { Card } from '../../ui/card.tsx'
import { CAPTURE_TABLES, failedWriteLabel } from './failed-captures.ts'
import { useQuickAddContextStore } from './quick-add-context-store.ts'
import { QuickCapture } from './quick-capture.tsx'
import { SHARE_TEXTS } from './texts.ts'
import { UploadProgress } from './upload-progress.tsx'
import { useSharedCapture } from './use-shared-capture.ts'

const MODES = { voice: 'voice', photo: 'photo' } as const

/**
 * /app/quickadd (002 §2.7): the capture goes where the member came from (the context detected on the
 * last screen), or the member chooses. Needs premium; free members see 'Upgrade to Premium' (002 §6).
 * Something shared from another app (the share target) arrives here: its words in the note, its photo
 * or voice clip attached, and any file the upload check refused named with the reasons.
 */
export default function QuickAddScreen() {
  const context = useQuickAddContextStore((state) => state.context)
  const [params] = useSearchParams()
  const mode = params.get('mode')
  const autoStart = mode === MODES.voice || mode === MODES.photo ? mode : undefined
  const { failed } = useSyncStatus()
  const shared = useSharedCapture()
  return (
    <>
      <h1 className="sr-only">Quick Add</h1>
      {shared && shared.notices.length > 0 && (
        <Alert variant="warning" title={SHARE_TEXTS.notAdded}>
          <ul className="grid gap-1" aria-label={SHARE_TEXTS.notAddedList}>
            {shared.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Card padding="sm">
        <QuickCapture context={context} autoStart={autoStart} shared={shared} />
      </Card>
      <UploadProgress />
      <FailedWrites
        failed={failed.filter((write) => CAPTURE_TABLES.includes(write.table))}
        label={failedWriteLabel}
      />
    </>
  )
}
