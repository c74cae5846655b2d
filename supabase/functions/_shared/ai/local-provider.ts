import { keywordReply } from './chat-replies.ts'
import { extractiveReport } from './extractive-report.ts'
import { type AiProvider, SpeechNotConfiguredError } from './provider.ts'

/** No AI service configured: keyword replies, extractive reports, and no speech recognition. */
export function localAi(): AiProvider {
  return {
    name: 'local',
    chat: (_history, message) => Promise.resolve(keywordReply(message)),
    report: (transcript, metadata) => Promise.resolve(extractiveReport(transcript, metadata)),
    transcribe: () => Promise.reject(new SpeechNotConfiguredError()),
  }
}
