import { z } from 'zod'
import { audioFileName, MAX_AUDIO_BYTES, plainAudioType, transcribe } from '../_shared/ai/speech.ts'
import { limitAiUsage } from '../_shared/ai/usage-limit.ts'
import { requireCaller } from '../_shared/caller.ts'
import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, FunctionError, readJson } from '../_shared/http.ts'

// 002 §7 (AI voice assistant, 002 §2.11): POST { audio: base64, mimeType? } → { text }. `mimeType` is
// the format the recorder really used (audio/mp4 on Safari; audio/webm when absent). An empty text means
// no speech was heard (the app shows 'No speech detected. Please try again.').

const input = z.object({
  audio: z
    .string()
    .min(1, 'is required')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
  mimeType: z
    .string()
    .regex(/^audio\/[\w.+-]+(;.*)?$/, 'must be an audio type')
    .default('audio/webm'),
})

function decodeBase64(text: string): Uint8Array {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  } catch {
    throw new FunctionError(400, 'audio: must be base64')
  }
}

export default defineFunction(
  'voice-to-text',
  ['POST'],
  async (call) => {
    requireCaller(call)
    const body = await readJson(call.req, input)
    const bytes = decodeBase64(body.audio)
    if (bytes.byteLength > MAX_AUDIO_BYTES) throw new FunctionError(400, 'audio: must be at most 25 MB')
    const type = plainAudioType(body.mimeType)
    const text = await transcribe(call, { bytes, type, name: audioFileName('voice', type) })
    return jsonResponse({ text })
  },
  { before: limitAiUsage },
)
