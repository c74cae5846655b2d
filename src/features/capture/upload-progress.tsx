import { useState } from 'react'
import { useUploadProgress } from '../../data/attachments.ts'
import { useAuth } from '../../data/auth.ts'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { Alert } from '../../ui/alert.tsx'
import { Progress } from '../../ui/progress.tsx'
import { CAPTURE_LABELS, CAPTURE_TEXTS } from './texts.ts'

/**
 * Upload progress of the files captured here (002 §2.7): stored on the device first, then sent by the
 * sync engine's attachment queue one file at a time, offline until the network returns.
 */
export function UploadProgress() {
  const { user } = useAuth()
  const { online } = useSyncStatus()
  const [since] = useState(() => Date.now())
  const progress = useUploadProgress(user?.id ?? null, since)
  if (!progress || progress.total === 0) return null
  const waiting = progress.total - progress.uploaded - progress.failed
  return (
    <section aria-label={CAPTURE_LABELS.uploads} className="grid gap-2">
      <Progress
        value={progress.uploaded}
        max={progress.total}
        label={`${progress.uploaded} of ${progress.total} files uploaded`}
        showLabel
        tone={progress.failed > 0 ? 'danger' : progress.uploaded === progress.total ? 'success' : 'primary'}
      />
      {waiting > 0 && (
        <p className="text-xs text-muted-foreground">
          {online ? 'Uploading…' : 'Saved on this device. Uploads start when you are back online.'}
        </p>
      )}
      {progress.failed > 0 && <Alert variant="danger" title={CAPTURE_TEXTS.uploadPhotoFailed} />}
    </section>
  )
}
