import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import type { RecoveredRecording } from './recording-recovery.ts'
import { RECOVERY_TEXTS } from './texts.ts'

const length = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/** Offers back a memo whose recording was cut off (crash, reload, flat battery). */
export function RecoveredRecordingPrompt({
  recording,
  onKeep,
  onDiscard,
}: {
  recording: RecoveredRecording
  onKeep: () => void
  onDiscard: () => void
}) {
  const at = new Date(recording.startedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
  return (
    <Alert variant="warning" title={RECOVERY_TEXTS.title}>
      <p>{RECOVERY_TEXTS.body(at, length(recording.seconds))}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={onKeep}>
          {RECOVERY_TEXTS.keep}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          {RECOVERY_TEXTS.discard}
        </Button>
      </div>
    </Alert>
  )
}
