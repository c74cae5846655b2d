import { type FunctionCall, FunctionError } from '../http.ts'
import { type AudioInput, aiProvider, SpeechNotConfiguredError } from './provider.ts'

// Shared by transcribe-audio and voice-to-text. Without a speech service the answer is a clear
// 503 { error: 'Speech recognition is not configured', code: 'not_configured' } that the app shows as
// such: an empty transcript would read as silence, and a made-up one would be worse.

/** The provider's limit for one upload (OpenAI's transcription endpoint takes 25 MB). */
export const MAX_AUDIO_BYTES = 25 * 1024 * 1024

/** File extensions speech services recognise a recording's format by (they read the name, not the type). */
const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'm4a',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/flac': 'flac',
}

/** 'audio/mp4;codecs=mp4a.40.2' → 'audio/mp4'. */
export const plainAudioType = (type: string): string => (type.split(';')[0] ?? '').trim().toLowerCase()

/** A file name that says the recording's real format ('voice.m4a' for Safari's audio/mp4). */
export function audioFileName(stem: string, type: string): string {
  return `${stem}.${EXTENSIONS[plainAudioType(type)] ?? 'webm'}`
}

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
