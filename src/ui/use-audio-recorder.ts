import { useCallback, useEffect, useRef, useState } from 'react'

export type RecorderState = 'idle' | 'recording' | 'stopped'

/** Why recording did not start: the member refused the microphone, or the device has none. */
export type RecorderError = 'denied' | 'unavailable'

export interface AudioClip {
  /** The recording, or null for a simulated memo (a device without a microphone). */
  blob: Blob | null
  contentType: string
  seconds: number
}

export interface AudioRecorder {
  state: RecorderState
  seconds: number
  clip: AudioClip | null
  error: RecorderError | null
  start: () => Promise<void>
  stop: () => void
  reset: () => void
}

export interface MediaApis {
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined
  MediaRecorder: typeof MediaRecorder | undefined
}

export interface AudioRecorderOptions {
  /** Stored type, without codec parameters (storage buckets list plain media types). */
  contentType?: string
  /**
   * Without any microphone, record a simulated memo of this many milliseconds instead of failing (the
   * console's Quick Add, 001 §4); null fails with 'unavailable'.
   */
  simulateWithoutMicrophoneMs?: number | null
  apis?: MediaApis
}

function browserApis(): MediaApis {
  return {
    mediaDevices: typeof navigator === 'undefined' ? undefined : navigator.mediaDevices,
    MediaRecorder: typeof MediaRecorder === 'undefined' ? undefined : MediaRecorder,
  }
}

function noMicrophone(error: unknown): boolean {
  return (
    error instanceof DOMException && (error.name === 'NotFoundError' || error.name === 'OverconstrainedError')
  )
}

/** The microphone through MediaRecorder (webm by default), with the seconds counted while recording. */
export function useAudioRecorder({
  contentType = 'audio/webm',
  simulateWithoutMicrophoneMs = null,
  apis,
}: AudioRecorderOptions = {}): AudioRecorder {
  const [state, setState] = useState<RecorderState>('idle')
  const [seconds, setSeconds] = useState(0)
  const [clip, setClip] = useState<AudioClip | null>(null)
  const [error, setError] = useState<RecorderError | null>(null)
  const recorder = useRef<MediaRecorder | null>(null)
  const stream = useRef<MediaStream | null>(null)
  const timers = useRef<number[]>([])
  const elapsed = useRef(0)

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) window.clearTimeout(timer)
    timers.current = []
  }, [])
  const release = useCallback(() => {
    clearTimers()
    for (const track of stream.current?.getTracks() ?? []) track.stop()
    stream.current = null
  }, [clearTimers])
  useEffect(() => release, [release])

  const count = useCallback(() => {
    elapsed.current = 0
    setSeconds(0)
    const tick = () => {
      elapsed.current += 1
      setSeconds(elapsed.current)
      timers.current.push(window.setTimeout(tick, 1000))
    }
    timers.current.push(window.setTimeout(tick, 1000))
  }, [])

  const simulate = useCallback(
    (ms: number) => {
      setState('recording')
      count()
      const done = window.setTimeout(() => {
        clearTimers()
        setClip({ blob: null, contentType, seconds: Math.round(ms / 1000) })
        setSeconds(Math.round(ms / 1000))
        setState('stopped')
      }, ms)
      timers.current.push(done)
    },
    [count, clearTimers, contentType],
  )

  const start = useCallback(async () => {
    setError(null)
    setClip(null)
    const { mediaDevices, MediaRecorder: Recorder } = apis ?? browserApis()
    let media: MediaStream
    try {
      if (!mediaDevices?.getUserMedia || !Recorder) throw new DOMException('No microphone', 'NotFoundError')
      media = await mediaDevices.getUserMedia({ audio: true })
    } catch (cause) {
      if (noMicrophone(cause) && simulateWithoutMicrophoneMs !== null) simulate(simulateWithoutMicrophoneMs)
      else setError(noMicrophone(cause) ? 'unavailable' : 'denied')
      return
    }
    stream.current = media
    const next = new Recorder(
      media,
      Recorder.isTypeSupported?.(contentType) ? { mimeType: contentType } : undefined,
    )
    const chunks: Blob[] = []
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data)
    }
    next.onstop = () => {
      release()
      setClip({ blob: new Blob(chunks, { type: contentType }), contentType, seconds: elapsed.current })
      setState('stopped')
    }
    recorder.current = next
    next.start()
    setState('recording')
    count()
  }, [apis, contentType, simulateWithoutMicrophoneMs, simulate, release, count])

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop()
    recorder.current = null
  }, [])

  const reset = useCallback(() => {
    stop()
    release()
    setClip(null)
    setSeconds(0)
    setError(null)
    setState('idle')
  }, [stop, release])

  return { state, seconds, clip, error, start, stop, reset }
}
