import OpenAI, { toFile } from 'openai'
import { z } from 'zod'
import type { FunctionEnv } from '../function-env.ts'
import type { AiProvider, ReportFields } from './provider.ts'

// An OpenAI-compatible API through the official library: AI_API_URL (default OpenAI's), AI_API_KEY,
// AI_MODEL for chat and reports, AI_TRANSCRIBE_MODEL for speech. Requests use fetch, so the code runs
// in Deno and Node alike.

const DEFAULT_MODEL = 'gpt-4o-mini'
const DEFAULT_TRANSCRIBE_MODEL = 'whisper-1'

export const ASSISTANT_PROMPT = [
  'You are YEL, the assistant of JUL, an advisory and venture business for founders and investors.',
  'Answer briefly and concretely. Facts you may use: Desktop Standard is free and mostly view-only;',
  'Desktop Pro is 995 euro per month with full editing, export and two-way messaging; mobile plans are',
  'free, premium 9.99 and pro 19.99 euro per month; a strategy session is 495 euro for 90 minutes; the',
  'monthly retainer is 1,950 euro (the booking widget shows 1,995); equity partnerships grant 0.5 to 2',
  'percent. If you do not know something, say so and suggest contacting the JUL team.',
  // The app shows the reply as plain text (never rendered as HTML or Markdown): asterisks, hashes and
  // link brackets would reach the member as they are.
  'Write plain text only: no Markdown, no asterisks or underscores for emphasis, no headings, no tables',
  'and no link syntax; write a web address as it is; for a list, start each item on its own line with a',
  'dash.',
].join(' ')

export const REPORT_PROMPT = [
  'You write the report of an advisory session from its transcript. Answer with one JSON object with',
  'the keys title (text), executive_summary (text), key_insights, action_items, recommendations,',
  'next_steps, attendees and decisions (each a list of short texts). Use only what the transcript says.',
].join(' ')

const list = z.array(z.string()).catch([])
const reportSchema = z.object({
  title: z.string().min(1),
  executive_summary: z.string(),
  key_insights: list,
  action_items: list,
  recommendations: list,
  next_steps: list,
  attendees: list,
  decisions: list,
})

export function openAiCompatible(env: FunctionEnv): AiProvider {
  const client = new OpenAI({
    apiKey: env.AI_API_KEY ?? '',
    baseURL: env.AI_API_URL || 'https://api.openai.com/v1',
    maxRetries: 2,
    timeout: 60_000,
  })
  const model = env.AI_MODEL || DEFAULT_MODEL
  return {
    name: 'openai-compatible',
    async chat(history, message) {
      const completion = await client.chat.completions.create({
        model,
        messages: [
          { role: 'system', content: ASSISTANT_PROMPT },
          ...history,
          { role: 'user', content: message },
        ],
      })
      return completion.choices[0]?.message.content?.trim() ?? ''
    },
    async report(transcript, metadata): Promise<ReportFields> {
      const context = JSON.stringify(metadata)
      const completion = await client.chat.completions.create({
        model,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: REPORT_PROMPT },
          { role: 'user', content: `Session: ${context}\n\nTranscript:\n${transcript}` },
        ],
      })
      const content = completion.choices[0]?.message.content ?? ''
      return reportSchema.parse(JSON.parse(content))
    },
    async transcribe(audio) {
      const file = await toFile(audio.bytes, audio.name, { type: audio.type })
      const result = await client.audio.transcriptions.create({
        file,
        model: env.AI_TRANSCRIBE_MODEL || DEFAULT_TRANSCRIBE_MODEL,
      })
      return result.text.trim()
    },
  }
}
