/**
 * Voice control commands (001 §2): help, home, julboard, sessions, settings, stop listening.
 * Recognition is en-US and continuous; each final phrase is parsed on its own.
 */
export const VOICE_LANGUAGE = 'en-US'

export const VOICE_TABS = ['home', 'julboard', 'sessions', 'settings'] as const
export type VoiceTab = (typeof VOICE_TABS)[number]

export type VoiceCommand = { type: 'help' } | { type: 'stop' } | { type: 'navigate'; tab: VoiceTab }

/** What the member can say, for the help answer and the mic's tooltip. */
export const VOICE_COMMAND_PHRASES = [
  'help',
  'home',
  'julboard',
  'sessions',
  'settings',
  'stop listening',
] as const

const PATTERNS: readonly { pattern: RegExp; command: VoiceCommand }[] = [
  { pattern: /\bhelp\b/, command: { type: 'help' } },
  { pattern: /\bhome\b/, command: { type: 'navigate', tab: 'home' } },
  // Recognisers hear the product name as one word or two ("jul board", "jewel board", "j u l board").
  {
    pattern: /\b(jul ?board|j u l board|jewel board|julie board|board)\b/,
    command: { type: 'navigate', tab: 'julboard' },
  },
  { pattern: /\bsessions?\b/, command: { type: 'navigate', tab: 'sessions' } },
  { pattern: /\bsettings?\b/, command: { type: 'navigate', tab: 'settings' } },
]

export function normaliseTranscript(transcript: string): string {
  return transcript
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The command in a phrase, or null. "Stop listening" wins over anything else said with it; otherwise
 * the command mentioned first counts ("open settings, not sessions" opens settings).
 */
export function parseVoiceCommand(transcript: string): VoiceCommand | null {
  const text = normaliseTranscript(transcript)
  if (text === '') return null
  if (/\bstop listening\b/.test(text)) return { type: 'stop' }
  let best: { index: number; command: VoiceCommand } | null = null
  for (const { pattern, command } of PATTERNS) {
    const match = pattern.exec(text)
    if (match && (best === null || match.index < best.index)) best = { index: match.index, command }
  }
  return best?.command ?? null
}
