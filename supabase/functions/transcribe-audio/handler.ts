import { audioFileName, MAX_AUDIO_BYTES, plainAudioType, transcribe } from '../_shared/ai/speech.ts'
import { limitAiUsage } from '../_shared/ai/usage-limit.ts'
import { requireCaller } from '../_shared/caller.ts'
import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, FunctionError } from '../_shared/http.ts'

// 001 §7: multipart body with the file in field `audio` → { transcript } (recordings are turned into
// session reports). Audio or video files, up to 25 MB.

async function audioFile(req: Request): Promise<File> {
  if (!(req.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new FunctionError(400, 'Body must be multipart/form-data with an audio file')
  }
  const form = await req.formData().catch(() => {
    throw new FunctionError(400, 'Body must be multipart/form-data with an audio file')
  })
  const file = form.get('audio')
  if (!file || typeof file === 'string') throw new FunctionError(400, 'audio: a file is required')
  if (file.size === 0) throw new FunctionError(400, 'audio: the file is empty')
  if (file.size > MAX_AUDIO_BYTES) throw new FunctionError(400, 'audio: the file must be at most 25 MB')
  if (!/^(audio|video)\//.test(file.type))
    throw new FunctionError(400, 'audio: must be an audio or video file')
  return file
}

export default defineFunction(
  'transcribe-audio',
  ['POST'],
  async (call) => {
    requireCaller(call)
    const file = await audioFile(call.req)
    const type = plainAudioType(file.type)
    const transcript = await transcribe(call, {
      bytes: new Uint8Array(await file.arrayBuffer()),
      type,
      // A Blob appended without a name is called 'blob': name it by its real format instead.
      name: file.name && file.name !== 'blob' ? file.name : audioFileName('audio', type),
    })
    return jsonResponse({ transcript })
  },
  { before: limitAiUsage },
)
