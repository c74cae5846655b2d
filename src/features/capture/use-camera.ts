import { useCallback, useEffect, useRef, useState } from 'react'
import { PHOTO_QUALITY, PHOTO_TYPE } from './photo-rules.ts'
import { CAPTURE_TEXTS } from './texts.ts'

export interface Camera {
  stream: MediaStream | null
  error: string | null
  open: () => Promise<boolean>
  /** Draws the current frame of `video` as a JPEG at quality 0.8 (002 §7). */
  capture: (video: HTMLVideoElement) => Promise<Blob | null>
  close: () => void
}

/**
 * The environment-facing camera (002 §7). No camera API at all says 'Camera not supported on this
 * device'; a refused or busy camera says 'Could not access camera'.
 */
export function useCamera(
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined = navigator.mediaDevices,
): Camera {
  const [stream, setStream] = useState<MediaStream | null>(null)
  const [error, setError] = useState<string | null>(null)
  const current = useRef<MediaStream | null>(null)

  const close = useCallback(() => {
    for (const track of current.current?.getTracks() ?? []) track.stop()
    current.current = null
    setStream(null)
  }, [])

  useEffect(() => close, [close])

  const open = useCallback(async () => {
    setError(null)
    if (!mediaDevices?.getUserMedia) {
      setError(CAPTURE_TEXTS.cameraUnsupported)
      return false
    }
    try {
      const media = await mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      current.current = media
      setStream(media)
      return true
    } catch {
      setError(CAPTURE_TEXTS.cameraFailed)
      return false
    }
  }, [mediaDevices])

  const capture = useCallback(async (video: HTMLVideoElement) => {
    const canvas = document.createElement('canvas')
    canvas.width = video.videoWidth || 1280
    canvas.height = video.videoHeight || 720
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height)
    return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, PHOTO_TYPE, PHOTO_QUALITY))
  }, [])

  return { stream, error, open, capture, close }
}
