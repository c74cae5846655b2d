import { useCallback, useEffect, useRef, useState } from 'react'
import { useRecordingCues } from '../../data/audio-cues.ts'
import { useAuth } from '../../data/auth.ts'
import { FunctionCallError, useInvokeFunction } from '../../data/functions.ts'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { toastSuccess } from '../../data/write.ts'
import { useAudioRecorder } from '../../ui/use-audio-recorder.ts'
import { type AssistantPhase, blobToBase64, responseOf, transcriptOf } from './assistant-rules.ts'
import { ASSISTANT_TEXTS } from './texts.ts'

/**
 * What the member reads when a call fails: offline keeps the recording; a function that says it is not
 * set up (locally, speech recognition is not configured: 503) is shown in its own words; anything else
 * is the spec's 'Failed to process your request'.
 */
function failureOf(error: unknown): { offline: true } | { offline: false; message: string } {
  if (error instanceof FunctionCallError) {
    if (error.offline) return { offline: true }
    if (error.status === 503 && error.message) return { offline: false, message: error.message }
  }
  return { offline: false, message: ASSISTANT_TEXTS.failed }
}

/** The assistant's flow (002 §2.11): record webm → voice-to-text (base64) → ai-chat → response. */
export function useVoiceAssistant() {
  const invoke = useInvokeFunction()
  const { user } = useAuth()
  const { online } = useSyncStatus()
  const recorder = useAudioRecorder()
  useRecordingCues(recorder.state)
  const [phase, setPhase] = useState<AssistantPhase>({ phase: 'idle', message: null })
  const kept = useRef<Blob | null>(null)

  const process = useCallback(
    async (blob: Blob) => {
      kept.current = blob
      if (!navigator.onLine) {
        setPhase({ phase: 'offline' })
        return
      }
      setPhase({ phase: 'processing' })
      try {
        const audio = await blobToBase64(blob)
        const transcript = transcriptOf(
          await invoke('voice-to-text', { body: { audio, mimeType: blob.type } }),
        )
        if (transcript === null) {
          kept.current = null
          setPhase({ phase: 'idle', message: ASSISTANT_TEXTS.noSpeech })
          return
        }
        const response = responseOf(
          await invoke('ai-chat', { body: { message: transcript, userId: user?.id ?? null } }),
        )
        if (response === null) throw new Error('empty response')
        kept.current = null
        setPhase({ phase: 'response', transcript, response })
        toastSuccess(ASSISTANT_TEXTS.responseReady)
      } catch (error) {
        const failure = failureOf(error)
        if (failure.offline) setPhase({ phase: 'offline' })
        else {
          kept.current = null
          setPhase({ phase: 'idle', message: failure.message })
        }
      }
    },
    [invoke, user?.id],
  )

  useEffect(() => {
    if (recorder.state === 'recording') setPhase({ phase: 'recording' })
  }, [recorder.state])

  useEffect(() => {
    if (recorder.error) setPhase({ phase: 'idle', message: ASSISTANT_TEXTS.microphoneFailed })
  }, [recorder.error])

  const clip = recorder.clip
  useEffect(() => {
    if (clip?.blob) void process(clip.blob)
  }, [clip, process])

  return {
    phase,
    online,
    seconds: recorder.seconds,
    start: () => {
      recorder.reset()
      void recorder.start()
    },
    stop: recorder.stop,
    resend: () => {
      if (kept.current) void process(kept.current)
    },
    discard: () => {
      kept.current = null
      recorder.reset()
      setPhase({ phase: 'idle', message: null })
    },
  }
}
