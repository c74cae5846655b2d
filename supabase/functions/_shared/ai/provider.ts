import type { FunctionEnv } from '../function-env.ts'
import { localAi } from './local-provider.ts'
import { openAiCompatible } from './openai-provider.ts'

// One adapter for the AI functions (ai-chat, generate-session-report, transcribe-audio, voice-to-text):
// an OpenAI-compatible API when AI_API_KEY is configured (AI_API_URL, AI_MODEL, AI_TRANSCRIBE_MODEL),
// otherwise a deterministic local provider that answers from the spec and the transcript itself and
// says plainly that speech recognition is not configured; it never makes up a transcript.

export interface ChatTurn {
  role: 'user' | 'assistant'
  content: string
}

export interface SessionMetadata {
  clientName?: string | undefined
  sessionType: string
  date?: string | undefined
  duration: number
}

/** The report fields of 001 §3, plus decisions (the minutes' decisions_made). */
export interface ReportFields {
  title: string
  executive_summary: string
  key_insights: string[]
  action_items: string[]
  recommendations: string[]
  next_steps: string[]
  attendees: string[]
  decisions: string[]
}

export interface AudioInput {
  bytes: Uint8Array
  type: string
  name: string
}

/** Speech recognition is not available with this configuration (the local provider). */
export class SpeechNotConfiguredError extends Error {
  constructor() {
    super('Speech recognition is not configured')
    this.name = 'SpeechNotConfiguredError'
  }
}

export interface AiProvider {
  readonly name: 'openai-compatible' | 'local'
  chat(history: readonly ChatTurn[], message: string): Promise<string>
  report(transcript: string, metadata: SessionMetadata): Promise<ReportFields>
  /** Throws SpeechNotConfiguredError when no speech recognition is configured. */
  transcribe(audio: AudioInput): Promise<string>
}

export function aiProvider(env: FunctionEnv): AiProvider {
  return env.AI_API_KEY ? openAiCompatible(env) : localAi()
}
