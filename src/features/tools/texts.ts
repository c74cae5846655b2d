import { COMPANY } from '../../content/company.ts'

export const TOOL_TEXTS = {
  size: 'Size',
  format: 'Format',
  theme: 'Theme',
  line: 'Your line',
  lineHint: 'Up to 60 characters; leave empty for the mark alone.',
  headline: 'Headline',
  body: 'Supporting line',
  cta: 'Button text',
  download: 'Download PNG',
  downloaded: 'Saved to your downloads.',
  downloadFailed: 'Failed to create the image. Please try again.',
  preview: 'Preview',
  defaultLine: 'One decision at a time.',
  defaultHeadline: 'Raise without losing a quarter',
  defaultBody: 'A 90-minute strategy session on your equity story and milestones. €495.',
  defaultCta: 'Book a session',
  tagline: COMPANY.tagline,
} as const

export const SOUND_TEXTS = {
  volume: 'Volume',
  play: 'Play',
  playing: 'Playing',
  usedFor: 'Plays for:',
  notDefault: 'A choice in the audio settings.',
  ident: 'the studio ident',
  playIdent: 'Play the studio ident',
  unavailable: 'This browser cannot play synthesised sound (Web Audio is missing or blocked).',
} as const
