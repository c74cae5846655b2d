import type { AudioEvent } from '../../lib/audio-settings.ts'
import { SOUND_RECIPES, type SoundId, soundDuration } from '../../lib/sounds.ts'

export const EVENT_LABELS: Readonly<Record<AudioEvent, string>> = {
  chatMessages: 'chat messages',
  yelRecordingStart: 'recording starts',
  yelRecordingEnd: 'recording ends',
  mentions: 'mentions',
  successActions: 'successes',
  julSparks: 'JUL Sparks',
  homepageAnimations: 'homepage animations',
}

const IDENT_GAP_S = 0.08

/** The studio ident: the product's gentle chirp, then its spark, a breath apart. */
export const IDENT_PHRASE: readonly { sound: SoundId; at: number }[] = [
  { sound: 'YEL-gentle', at: 0 },
  { sound: 'spark', at: soundDuration(SOUND_RECIPES['YEL-gentle']) + IDENT_GAP_S },
]

export function identDuration(): number {
  return Math.max(...IDENT_PHRASE.map(({ sound, at }) => at + soundDuration(SOUND_RECIPES[sound])))
}
