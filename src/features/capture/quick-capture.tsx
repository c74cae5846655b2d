import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { CAPTURE_BUCKET } from '../../../sync/public/capture-bucket.ts'
import { useRecordingCues } from '../../data/audio-cues.ts'
import { useAuth } from '../../data/auth.ts'
import { recentFiles } from '../../data/recent-files.ts'
import { privateFileUrl } from '../../data/storage-url.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { toastSuccess } from '../../data/write.ts'
import { type CaptureContext, captureDestination } from '../../lib/capture-context.ts'
import { contentHash } from '../../lib/content-hash.ts'
import { remainingDraft } from '../../lib/draft.ts'
import { Button } from '../../ui/button.tsx'
import { Field } from '../../ui/field.tsx'
import { SegmentedControl } from '../../ui/segmented-control.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { toast } from '../../ui/toaster.tsx'
import { useAudioRecorder } from '../../ui/use-audio-recorder.ts'
import { type CaptureGate, CaptureGateView } from './capture-gate.tsx'
import { type CaptureMedia, CaptureMediaControls } from './capture-media-controls.tsx'
import {
  CAPTURE_COUNTER_MAX,
  type ChosenDestination,
  canSaveCapture,
  failureMessage,
  planCapture,
  type ResolvedDestination,
  resolveDestination,
  SIMULATED_MEMO_MS,
  successMessage,
} from './capture-rules.ts'
import {
  forgetRecording,
  interruptedRecordings,
  type RecoveredRecording,
  recordingSink,
} from './recording-recovery.ts'
import { RecoveredRecordingPrompt } from './recovered-recording.tsx'
import { saveCapture } from './save-capture.ts'
import { CAPTURE_LABELS } from './texts.ts'

const CHOICES = [
  { value: 'inbox', label: 'Capture Inbox' },
  { value: 'media_library', label: 'Media Library' },
] as const

function destinationLabel(target: ResolvedDestination): string {
  switch (target.kind) {
    case 'card':
      return `Board card: ${target.cardTitle}`
    case 'session_notes':
      return `Session notes: ${target.sessionTitle}`
    case 'inbox':
      return 'Capture Inbox'
    case 'media_library':
      return 'Media Library'
  }
}

interface QuickCaptureProps {
  /** Where the capture belongs (002 §2.7): a card, a session recap, home, the media library… */
  context: CaptureContext
  /** The tier system that gates it: mobile (premium and pro) by default, or the console's Pro. */
  gate?: CaptureGate
  /** Opens straight on recording or the camera (the Home quick actions). */
  autoStart?: 'voice' | 'photo' | undefined
  /** What another app shared (the share target): its words in the note, its photo or clip attached. */
  shared?: { note: string; media: CaptureMedia | null } | null | undefined
  onSaved?: () => void
}

/**
 * Quick capture of a voice memo, a photo or a text note, saved to the destination its context names
 * (002 §2.7): the card page and the session recap page embed it with their context; the Quick Add tab
 * passes the context of the screen the member came from.
 */
export function QuickCapture({ context, gate = 'mobile', autoStart, shared, onSaved }: QuickCaptureProps) {
  return (
    <CaptureGateView gate={gate}>
      <CaptureForm
        context={context}
        autoStart={autoStart}
        shared={shared}
        {...(onSaved ? { onSaved } : {})}
      />
    </CaptureGateView>
  )
}

function CaptureForm({ context, autoStart, shared, onSaved }: Omit<QuickCaptureProps, 'gate'>) {
  const client = useSyncClient()
  const { user } = useAuth()
  const userId = user?.id ?? null
  const sink = useMemo(() => (userId ? recordingSink(userId) : undefined), [userId])
  const recorder = useAudioRecorder({
    simulateWithoutMicrophoneMs: SIMULATED_MEMO_MS,
    ...(sink ? { sink } : {}),
  })
  useRecordingCues(recorder.state)
  const [text, setText] = useState('')
  const [media, setMedia] = useState<CaptureMedia | null>(null)
  const [recovered, setRecovered] = useState<RecoveredRecording | null>(null)
  useEffect(() => {
    if (!userId) return
    let current = true
    void interruptedRecordings(userId)
      .then((found) => {
        if (current) setRecovered(found[0] ?? null)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [userId])
  const [chosen, setChosen] = useState<ChosenDestination>('inbox')
  const [saving, setSaving] = useState(false)
  const note = useRef<HTMLTextAreaElement>(null)
  const destination = captureDestination(context)
  const target = resolveDestination(context, destination, chosen)
  const current = useRef<CaptureMedia | null>(null)
  const onMedia = useCallback((next: CaptureMedia | null) => {
    // A memo removed, replaced or saved needs no crash-proof copy any more.
    const previous = current.current?.recordingId
    if (previous && previous !== next?.recordingId) void forgetRecording(previous).catch(() => undefined)
    current.current = next
    setMedia(next)
  }, [])
  useEffect(() => {
    if (!shared) return
    setText(shared.note)
    if (shared.media) onMedia(shared.media)
  }, [shared, onMedia])

  /** `fromKeyboard`: Save disables itself once the box is empty, so keyboard focus goes back to the note. */
  async function save(fromKeyboard: boolean) {
    if (!client || !user) return
    setSaving(true)
    const now = Date.now()
    const sentText = text
    try {
      const sha256 = media?.blob ? await contentHash(media.blob) : null
      const plan = planCapture({ text, media: media && { ...media, sha256 } }, user.id, now, (path) =>
        privateFileUrl(CAPTURE_BUCKET.id, path),
      )
      await saveCapture(client, target, plan, context, now)
      // Kept among the member's recent files, so the capture still opens offline once uploaded.
      if (plan.file)
        void recentFiles()
          .put(user.id, CAPTURE_BUCKET.id, plan.file.path, plan.file.blob)
          .catch(() => {})
      toastSuccess(successMessage(target))
      // Words typed while the capture was saving belong to the next one.
      setText((current) => remainingDraft(current, sentText))
      onMedia(null)
      recorder.reset()
      if (fromKeyboard) note.current?.focus()
      onSaved?.()
    } catch (error) {
      console.error(failureMessage(target), error)
      toast.error(failureMessage(target))
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="grid gap-4">
      {destination === 'choose' ? (
        <SegmentedControl
          label={CAPTURE_LABELS.destination}
          segments={CHOICES}
          value={chosen}
          onChange={setChosen}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {CAPTURE_LABELS.destination}:{' '}
          <strong className="text-foreground">{destinationLabel(target)}</strong>
        </p>
      )}
      <Field label={CAPTURE_LABELS.note}>
        <Textarea
          ref={note}
          value={text}
          counterMax={CAPTURE_COUNTER_MAX}
          placeholder={CAPTURE_LABELS.notePlaceholder}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      {recovered && !media && recorder.state === 'idle' && (
        <RecoveredRecordingPrompt
          recording={recovered}
          onKeep={() => {
            onMedia({
              kind: 'voice',
              blob: recovered.blob,
              contentType: recovered.contentType,
              recordingId: recovered.id,
            })
            setRecovered(null)
          }}
          onDiscard={() => {
            void forgetRecording(recovered.id).catch(() => undefined)
            setRecovered(null)
          }}
        />
      )}
      <CaptureMediaControls media={media} onMedia={onMedia} recorder={recorder} autoStart={autoStart} />
      <Button
        block
        loading={saving}
        disabled={!canSaveCapture(text, media !== null) || recorder.state === 'recording'}
        // A click with no pointer (detail 0) is Enter or Space; a tap must not raise the phone's keyboard.
        onClick={(event) => void save(event.detail === 0)}
      >
        {CAPTURE_LABELS.save}
      </Button>
    </div>
  )
}
