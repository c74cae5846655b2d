import { parseVoiceCommand, VOICE_LANGUAGE, type VoiceCommand } from './voice-commands.ts'

/** The slice of the Web Speech API's SpeechRecognition the voice control uses. */
export interface RecognitionLike {
  lang: string
  continuous: boolean
  interimResults: boolean
  start(): void
  stop(): void
  onresult: ((event: RecognitionResultEvent) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
}

export interface RecognitionResultEvent {
  resultIndex: number
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>
}

export type RecognitionConstructor = new () => RecognitionLike

/** The browser's SpeechRecognition (webkit-prefixed in Chrome and Safari), or null where there is none. */
export function speechRecognitionIn(scope: object): RecognitionConstructor | null {
  const found: unknown =
    Reflect.get(scope, 'SpeechRecognition') ?? Reflect.get(scope, 'webkitSpeechRecognition')
  return typeof found === 'function' ? (found as RecognitionConstructor) : null
}

/** Errors that end listening; 'no-speech' and 'aborted' only mean a quiet moment or our own stop. */
export const FATAL_ERRORS: Readonly<Record<string, string>> = {
  'not-allowed': 'Microphone access was denied. Allow the microphone for this site to use voice control.',
  'service-not-allowed':
    'Microphone access was denied. Allow the microphone for this site to use voice control.',
  'audio-capture': 'No microphone was found on this device.',
  network: 'Voice control needs a network connection for speech recognition.',
  'language-not-supported': 'Speech recognition does not support English (US) in this browser.',
}

export interface VoiceHandlers {
  onCommand: (command: VoiceCommand, transcript: string) => void
  onUnknown: (transcript: string) => void
  onFatal: (message: string) => void
  onListeningChange: (listening: boolean) => void
}

/**
 * Continuous en-US listening (001 §2). Browsers end a continuous session after a silence; while the
 * member has not stopped it, it starts again.
 */
export function createVoiceController(Recognition: RecognitionConstructor, handlers: VoiceHandlers) {
  let recognition: RecognitionLike | null = null
  let wanted = false

  const stop = () => {
    wanted = false
    recognition?.stop()
    recognition = null
    handlers.onListeningChange(false)
  }

  const start = () => {
    wanted = true
    const current = new Recognition()
    recognition = current
    current.lang = VOICE_LANGUAGE
    current.continuous = true
    current.interimResults = false
    current.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index]
        if (!result?.isFinal) continue
        const transcript = result[0].transcript
        const command = parseVoiceCommand(transcript)
        if (!command) handlers.onUnknown(transcript)
        else {
          if (command.type === 'stop') stop()
          handlers.onCommand(command, transcript)
        }
      }
    }
    current.onerror = (event) => {
      const fatal = FATAL_ERRORS[event.error]
      if (!fatal) return
      stop()
      handlers.onFatal(fatal)
    }
    current.onend = () => {
      if (wanted && recognition === current) current.start()
    }
    current.start()
    handlers.onListeningChange(true)
  }

  return { start, stop, isListening: () => wanted }
}
