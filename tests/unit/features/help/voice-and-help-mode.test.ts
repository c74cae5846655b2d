import { describe, expect, it, vi } from 'vitest'
import { parseVoiceCommand, VOICE_LANGUAGE } from '../../../../src/features/help/voice-commands.ts'
import {
  createVoiceController,
  type RecognitionLike,
  type RecognitionResultEvent,
  speechRecognitionIn,
} from '../../../../src/features/help/voice-recognition.ts'
import {
  HELP_MODE_OFF,
  HELP_TOOLTIP_DELAY_MS,
  markShown,
  setHelpMode,
  shouldAutoOpen,
} from '../../../../src/lib/help-mode.ts'

describe('voice command parser (001 §2)', () => {
  it.each([
    ['help', { type: 'help' }],
    ['Home', { type: 'navigate', tab: 'home' }],
    ['go home please', { type: 'navigate', tab: 'home' }],
    ['julboard', { type: 'navigate', tab: 'julboard' }],
    ['JUL Board', { type: 'navigate', tab: 'julboard' }],
    ['open the board', { type: 'navigate', tab: 'julboard' }],
    ['sessions', { type: 'navigate', tab: 'sessions' }],
    ['show my session', { type: 'navigate', tab: 'sessions' }],
    ['Settings.', { type: 'navigate', tab: 'settings' }],
    ['stop listening', { type: 'stop' }],
    ['Stop listening, go home', { type: 'stop' }],
  ])('reads "%s"', (phrase, command) => {
    expect(parseVoiceCommand(phrase)).toEqual(command)
  })

  it('takes the command said first', () => {
    expect(parseVoiceCommand('settings then sessions')).toEqual({ type: 'navigate', tab: 'settings' })
  })

  it('answers null for anything else', () => {
    expect(parseVoiceCommand('')).toBeNull()
    expect(parseVoiceCommand('what a lovely day')).toBeNull()
    expect(parseVoiceCommand('stop')).toBeNull()
    expect(parseVoiceCommand('homework')).toBeNull()
  })
})

class FakeRecognition implements RecognitionLike {
  static last: FakeRecognition | null = null
  lang = ''
  continuous = false
  interimResults = true
  started = 0
  stopped = 0
  onresult: ((event: RecognitionResultEvent) => void) | null = null
  onerror: ((event: { error: string }) => void) | null = null
  onend: (() => void) | null = null
  constructor() {
    FakeRecognition.last = this
  }
  start() {
    this.started += 1
  }
  stop() {
    this.stopped += 1
  }
  say(transcript: string) {
    this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript } }] })
  }
}

function controller() {
  const handlers = { onCommand: vi.fn(), onUnknown: vi.fn(), onFatal: vi.fn(), onListeningChange: vi.fn() }
  return { handlers, voice: createVoiceController(FakeRecognition, handlers) }
}

describe('voice control', () => {
  it('listens continuously in en-US and hands over parsed commands', () => {
    const { voice, handlers } = controller()
    voice.start()
    const recognition = FakeRecognition.last
    expect(recognition).toMatchObject({ lang: 'en-US', continuous: true, interimResults: false, started: 1 })
    expect(VOICE_LANGUAGE).toBe('en-US')
    recognition?.say('sessions')
    expect(handlers.onCommand).toHaveBeenCalledWith({ type: 'navigate', tab: 'sessions' }, 'sessions')
    recognition?.say('banana')
    expect(handlers.onUnknown).toHaveBeenCalledWith('banana')
  })

  it('starts again when the browser ends the session, until told to stop listening', () => {
    const { voice, handlers } = controller()
    voice.start()
    const recognition = FakeRecognition.last
    recognition?.onend?.()
    expect(recognition?.started).toBe(2)
    recognition?.say('stop listening')
    expect(voice.isListening()).toBe(false)
    expect(handlers.onListeningChange).toHaveBeenLastCalledWith(false)
    recognition?.onend?.()
    expect(recognition?.started).toBe(2)
  })

  it('stops with a clear message when the microphone is refused, and ignores silence', () => {
    const { voice, handlers } = controller()
    voice.start()
    FakeRecognition.last?.onerror?.({ error: 'no-speech' })
    expect(voice.isListening()).toBe(true)
    FakeRecognition.last?.onerror?.({ error: 'not-allowed' })
    expect(voice.isListening()).toBe(false)
    expect(handlers.onFatal).toHaveBeenCalledWith(expect.stringContaining('Microphone access was denied'))
  })

  it('finds the prefixed constructor and reports none where the browser has no speech recognition', () => {
    expect(speechRecognitionIn({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition)
    expect(speechRecognitionIn({})).toBeNull()
  })
})

describe('help mode (001 §2)', () => {
  it('opens an important tip once, after 1 s, while help mode is on', () => {
    expect(HELP_TOOLTIP_DELAY_MS).toBe(1000)
    const on = setHelpMode(HELP_MODE_OFF, true)
    expect(shouldAutoOpen(HELP_MODE_OFF, 'x-important')).toBe(false)
    expect(shouldAutoOpen(on, 'x-important')).toBe(true)
    expect(shouldAutoOpen(on, 'plain-tip')).toBe(false)
    const shown = markShown(on, 'x-important')
    expect(shouldAutoOpen(shown, 'x-important')).toBe(false)
  })

  it('clears the shown tips when turned on again', () => {
    const shown = markShown(setHelpMode(HELP_MODE_OFF, true), 'x-important')
    const off = setHelpMode(shown, false)
    expect(off.enabled).toBe(false)
    expect(shouldAutoOpen(setHelpMode(off, true), 'x-important')).toBe(true)
  })
})
