import { useEffect, useRef, useState } from 'react'
import { CAPTURE_BUCKET } from '../../../sync/public/capture-bucket.ts'
import { useRecordingCues } from '../../data/audio-cues.ts'
import { Button } from '../../ui/button.tsx'
import { Mic, Paperclip, X } from '../../ui/icons.ts'
import { useAudioRecorder } from '../../ui/use-audio-recorder.ts'
import { type VoiceNoteRefusal, voiceNoteRefusal } from './room-rules.ts'
import { ADMIN_TEXTS } from './texts.ts'

export interface VoiceNote {
  blob: Blob
  contentType: string
}

const LIMIT_MB = Math.round(CAPTURE_BUCKET.fileSizeLimit / 1024 / 1024)

function refusalText(refusal: VoiceNoteRefusal): string {
  return refusal === 'too-large' ? ADMIN_TEXTS.voiceTooLarge(LIMIT_MB) : ADMIN_TEXTS.voiceType
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

interface AdvisorVoiceNoteProps {
  note: VoiceNote | null
  onChange: (note: VoiceNote | null) => void
}

/**
 * The advisor's voice note (000 §6 voice chirps): recorded here with the app's recorder or attached as
 * an audio file, checked against the captures bucket's size and types before it is kept.
 */
export function AdvisorVoiceNote({ note, onChange }: AdvisorVoiceNoteProps) {
  const recorder = useAudioRecorder()
  useRecordingCues(recorder.state)
  const [problem, setProblem] = useState<string | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const recording = recorder.state === 'recording'

  const keep = (blob: Blob, contentType: string) => {
    const refusal = voiceNoteRefusal(blob.size, contentType)
    setProblem(refusal ? refusalText(refusal) : null)
    onChange(refusal ? null : { blob, contentType })
  }

  const clip = recorder.clip
  // biome-ignore lint/correctness/useExhaustiveDependencies: a finished recording is kept once
  useEffect(() => {
    if (clip?.blob) keep(clip.blob, clip.contentType)
  }, [clip])

  useEffect(() => {
    const url = note ? URL.createObjectURL(note.blob) : null
    setPreview(url)
    return () => {
      if (url) URL.revokeObjectURL(url)
    }
  }, [note])

  const remove = () => {
    recorder.reset()
    setProblem(null)
    onChange(null)
  }

  return (
    <div className="grid gap-2">
      {!note && (
        <div className="flex flex-wrap gap-2">
          {recording ? (
            <Button variant="destructive" size="sm" onClick={recorder.stop}>
              <Mic aria-hidden="true" />
              {ADMIN_TEXTS.stopVoice}
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={() => void recorder.start()}>
              <Mic aria-hidden="true" />
              {ADMIN_TEXTS.recordVoice}
            </Button>
          )}
          <Button variant="outline" size="sm" disabled={recording} onClick={() => fileInput.current?.click()}>
            <Paperclip aria-hidden="true" />
            {ADMIN_TEXTS.attachAudio}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept={CAPTURE_BUCKET.allowedMimeTypes.filter((type) => type.startsWith('audio/')).join(',')}
            aria-label={ADMIN_TEXTS.attachAudio}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) keep(file, file.type)
              event.target.value = ''
            }}
          />
        </div>
      )}
      {recording && (
        <p role="status" className="text-sm font-medium text-danger-soft-foreground">
          {ADMIN_TEXTS.recording} {clock(recorder.seconds)}
        </p>
      )}
      {recorder.error && (
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {ADMIN_TEXTS.microphoneFailed}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {problem}
        </p>
      )}
      {note && preview && (
        <div className="flex items-center gap-2 rounded-lg border border-border p-2">
          {/* biome-ignore lint/a11y/useMediaCaption: the advisor's own note before posting, transcribed nowhere */}
          <audio controls src={preview} className="w-full min-w-0" aria-label={ADMIN_TEXTS.voicePreview} />
          <Button variant="ghost" size="sm" onClick={remove}>
            <X aria-hidden="true" />
            {ADMIN_TEXTS.removeVoice}
          </Button>
        </div>
      )}
    </div>
  )
}
