import { useEffect, useRef, useState } from 'react'
import { toastSuccess } from '../../data/write.ts'
import { checkUploadFile } from '../../lib/security/file-upload.ts'
import { Button } from '../../ui/button.tsx'
import { Camera as CameraIcon, ImageIcon, Mic, X } from '../../ui/icons.ts'
import { toast } from '../../ui/toaster.tsx'
import type { AudioRecorder } from '../../ui/use-audio-recorder.ts'
import { CameraDialog } from './camera-dialog.tsx'
import { type CaptureInput, captureFileProblem } from './capture-rules.ts'
import { preparePhoto } from './prepare-photo.ts'
import { CAPTURE_LABELS, CAPTURE_TEXTS } from './texts.ts'
import { useCamera } from './use-camera.ts'

export type CaptureMedia = NonNullable<CaptureInput['media']>

function usePreview(blob: Blob | null) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) {
      setUrl(null)
      return
    }
    const created = URL.createObjectURL(blob)
    setUrl(created)
    return () => URL.revokeObjectURL(created)
  }, [blob])
  return url
}

function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

interface Props {
  media: CaptureMedia | null
  onMedia: (media: CaptureMedia | null) => void
  recorder: AudioRecorder
  /** Opens straight on this action (the Home quick actions: Voice Memo, Photo Note). */
  autoStart?: 'voice' | 'photo' | undefined
}

/** Record, Take Photo, Choose Photo, and the preview of what is attached (one voice clip or one photo). */
export function CaptureMediaControls({ media, onMedia, recorder, autoStart }: Props) {
  const camera = useCamera()
  const fileInput = useRef<HTMLInputElement>(null)
  const preview = usePreview(media?.blob ?? null)
  const recording = recorder.state === 'recording'
  const started = useRef(false)
  const [preparing, setPreparing] = useState(false)

  useEffect(() => {
    const clip = recorder.clip
    if (!clip) return
    // Checked against the bucket now, while the member can still record a shorter memo.
    const problem = clip.blob ? captureFileProblem(clip.blob, clip.contentType) : null
    if (problem) {
      toast.error(problem)
      return
    }
    onMedia({ kind: 'voice', blob: clip.blob, contentType: clip.contentType, recordingId: clip.recordingId })
  }, [recorder.clip, onMedia])

  /** Stores the photo as prepared (downscaled, re-encoded: no EXIF), if storage will take it. */
  async function attachPhoto(source: Blob, onAttached?: () => void) {
    setPreparing(true)
    try {
      const photo = await preparePhoto(source).catch(() => null)
      if (!photo) {
        toast.error(CAPTURE_TEXTS.photoUnreadable)
        return
      }
      const problem = captureFileProblem(photo.blob, photo.contentType)
      if (problem) {
        toast.error(problem)
        return
      }
      recorder.reset()
      onMedia({ kind: 'photo', blob: photo.blob, contentType: photo.contentType })
      onAttached?.()
    } finally {
      setPreparing(false)
    }
  }

  useEffect(() => {
    if (started.current || !autoStart) return
    started.current = true
    if (autoStart === 'voice') void recorder.start()
    else void camera.open()
  }, [autoStart, recorder, camera])

  async function choose(file: File | undefined) {
    if (!file) return
    // The chosen file is only read here; what is stored is the prepared JPEG, checked afterwards.
    const check = checkUploadFile(file)
    if (!check.valid || !file.type.startsWith('image/')) {
      toast.error(check.errors[0] ?? CAPTURE_TEXTS.fileTypeRefused)
      return
    }
    await attachPhoto(file)
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {recording ? (
          <Button variant="destructive" size="sm" onClick={recorder.stop}>
            <Mic />
            {CAPTURE_LABELS.stop}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => void recorder.start()}>
            <Mic />
            {CAPTURE_LABELS.record}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={recording || preparing}
          onClick={() => void camera.open()}
        >
          <CameraIcon />
          {CAPTURE_LABELS.takePhoto}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={recording || preparing}
          onClick={() => fileInput.current?.click()}
        >
          <ImageIcon />
          {CAPTURE_LABELS.choosePhoto}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          aria-label={CAPTURE_LABELS.choosePhoto}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            void choose(event.target.files?.[0])
            event.target.value = ''
          }}
        />
      </div>

      {recording && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-danger-soft-foreground">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-danger" />
          {CAPTURE_LABELS.recording} {formatSeconds(recorder.seconds)}
        </p>
      )}
      {preparing && (
        <p role="status" className="text-sm text-muted-foreground">
          {CAPTURE_LABELS.preparingPhoto}
        </p>
      )}
      {recorder.error && (
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {CAPTURE_TEXTS.microphoneFailed}
        </p>
      )}
      {camera.error && (
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {camera.error}
        </p>
      )}

      {media && (
        <div className="flex items-start gap-3 rounded-lg border border-border p-2">
          {media.kind === 'photo' && preview && (
            <img
              src={preview}
              alt="To be saved"
              className="h-24 w-auto max-w-[60%] rounded-md object-cover"
            />
          )}
          {media.kind === 'voice' &&
            (preview ? (
              // biome-ignore lint/a11y/useMediaCaption: the member's own voice note, transcribed nowhere
              <audio controls src={preview} className="w-full min-w-0" aria-label="Voice note to save" />
            ) : (
              <p className="text-sm">
                {CAPTURE_TEXTS.voiceNoteMarker} {formatSeconds(recorder.clip?.seconds ?? 0)}
              </p>
            ))}
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            onClick={() => {
              recorder.reset()
              onMedia(null)
            }}
          >
            <X />
            {CAPTURE_LABELS.removeMedia}
          </Button>
        </div>
      )}

      <CameraDialog
        camera={camera}
        onCaptured={(blob) => void attachPhoto(blob, () => toastSuccess(CAPTURE_TEXTS.photoCaptured))}
      />
    </div>
  )
}
