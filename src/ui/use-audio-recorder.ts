import { useCallback, useEffect, useRef, useState } from 'react'

export type RecorderState = 'idle' | 'recording' | 'stopped'

/** Why recording did not start: the member refused the microphone, or the device has none. */
export type RecorderError = 'denied' | 'unavailable'

export interface AudioClip {
  /** The recording, or null for a simulated memo (a device without a microphone). */
  blob: Blob | null
  /** The format the browser really recorded, without codec parameters ('audio/mp4' on Safari). */
  contentType: string
  seconds: number
  /** The id the recording's pieces were kept under (`RecordingSink`), null when none was given. */
  recordingId: string | null
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

/**
 * Where each piece of a recording goes the moment the browser hands it over, so a tab that dies
 * mid-recording (crash, reload, flat battery) leaves what was recorded behind. Writes are not awaited
 * by the recorder: a slow disk never holds the microphone up.
 */
export interface RecordingSink {
  begin(recording: { id: string; contentType: string; startedAt: number }): Promise<void>
  append(id: string, index: number, piece: Blob): Promise<void>
}

export interface AudioRecorderOptions {
  /** Formats to ask for, best first; the browser's own default when it supports none of them. */
  preferredTypes?: readonly string[]
  /**
   * Without any microphone, record a simulated memo of this many milliseconds instead of failing (the
   * console's Quick Add, 001 §4); null fails with 'unavailable'.
   */
  simulateWithoutMicrophoneMs?: number | null
  /** Keeps every piece as it arrives (crash-proof recording); none: pieces live in memory only. */
  sink?: RecordingSink
  apis?: MediaApis
}

/** Opus in WebM (Chromium, Firefox), AAC in MP4 (Safari), Opus in Ogg (older Firefox). */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus']
/** A piece every second: at most a second of audio is lost when the tab dies. */
export const TIMESLICE_MS = 1000

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

/** 'audio/webm;codecs=opus' → 'audio/webm': storage and speech services list plain media types. */
export const plainType = (type: string): string => (type.split(';')[0] ?? '').trim().toLowerCase()

/**
 * The microphone through MediaRecorder, in whatever format the browser really records (its
 * `mimeType`, e.g. audio/mp4 on Safari), with the seconds counted while recording.
 */
export function useAudioRecorder({
  preferredTypes = RECORDING_TYPES,
  simulateWithoutMicrophoneMs = null,
  sink,
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
        setClip({ blob: null, contentType: 'audio/webm', seconds: Math.round(ms / 1000), recordingId: null })
        setSeconds(Math.round(ms / 1000))
        setState('stopped')
      }, ms)
      timers.current.push(done)
    },
    [count, clearTimers],
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
    const wanted = preferredTypes.find((type) => Recorder.isTypeSupported?.(type))
    const next = new Recorder(media, wanted ? { mimeType: wanted } : undefined)
    // The recorder's own word on its format (set once it starts on some engines).
    const recordedType = () => plainType(next.mimeType || wanted || 'audio/webm')
    const id = crypto.randomUUID()
    const pieces: Blob[] = []
    let kept: Promise<void> = sink
      ? sink.begin({ id, contentType: recordedType(), startedAt: Date.now() }).catch(() => undefined)
      : Promise.resolve()
    next.ondataavailable = (event) => {
      if (event.data.size === 0) return
      const index = pieces.push(event.data) - 1
      if (sink) kept = kept.then(() => sink.append(id, index, event.data)).catch(() => undefined)
    }
    next.onstop = () => {
      release()
      const contentType = recordedType()
      setClip({
        blob: new Blob(pieces, { type: contentType }),
        contentType,
        seconds: elapsed.current,
        recordingId: sink ? id : null,
      })
      setState('stopped')
    }
    recorder.current = next
    next.start(TIMESLICE_MS)
    setState('recording')
    count()
  }, [apis, preferredTypes, simulateWithoutMicrophoneMs, simulate, release, count, sink])

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop()
    recorder.current = null
  }, [])

  const reset = useCallback(() => {
    // A recording thrown away must not come back as a clip when the recorder reports its stop.
    if (recorder.current) recorder.current.onstop = () => release()
    stop()
    release()
    setClip(null)
    setSeconds(0)
    setError(null)
    setState('idle')
  }, [stop, release])

  return { state, seconds, clip, error, start, stop, reset }
}
