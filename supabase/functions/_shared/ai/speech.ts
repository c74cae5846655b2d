import { type FunctionCall, FunctionError } from '../http.ts'
import { type AudioInput, aiProvider, SpeechNotConfiguredError } from './provider.ts'

// Shared by transcribe-audio and voice-to-text. Without a speech service the answer is a clear
// 503 { error: 'Speech recognition is not configured', code: 'not_configured' } that the app shows as
// such: an empty transcript would read as silence, and a made-up one would be worse.

/** The provider's limit for one upload (OpenAI's transcription endpoint takes 25 MB). */
export const MAX_AUDIO_BYTES = 25 * 1024 * 1024

export async function transcribe(call: FunctionCall, audio: AudioInput): Promise<string> {
  const provider = aiProvider(call.env)
  call.log.provider = provider.name
  call.log.audio_bytes = audio.bytes.byteLength
  try {
    return await provider.transcribe(audio)
  } catch (error) {
    if (error instanceof SpeechNotConfiguredError) {
      throw new FunctionError(503, error.message, { code: 'not_configured' })
    }
    call.log.provider_error = error instanceof Error ? error.message : String(error)
    throw new FunctionError(502, 'Speech recognition failed. Please try again.')
  }
}
