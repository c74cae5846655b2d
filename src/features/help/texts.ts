import { VOICE_COMMAND_PHRASES } from './voice-commands.ts'

export const HELP_TEXTS = {
  toggle: 'Help mode',
  on: 'Help mode is on: hover or focus a control to see what it does.',
  tip: 'Turn help mode on to see tips on the console controls.',
} as const

export const VOICE_TEXTS = {
  button: 'Voice control',
  listening: `Listening… say ${VOICE_COMMAND_PHRASES.join(', ')}.`,
  unsupported:
    "Voice control isn't available in this browser: it has no speech recognition. Try Chrome, Edge or Safari.",
  proOnly: 'Voice input is available with Desktop Pro.',
  turnedOff: 'Voice input is turned off. Turn it on in Settings, Desktop preferences.',
  commands: `Voice commands: ${VOICE_COMMAND_PHRASES.join(', ')}.`,
  notUnderstood: (heard: string) => `Not a command: "${heard}". Try ${VOICE_COMMAND_PHRASES.join(', ')}.`,
} as const
