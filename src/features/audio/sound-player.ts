import type { EventAudio } from '../../lib/audio-settings.ts'
import { browserAudioContext, createSoundPlayer, DEFAULT_CHIRP_VOLUME, vibrate } from '../../lib/sounds.ts'

/** One player per page: one AudioContext, made on the first sound (after a user gesture). */
const player = createSoundPlayer(browserAudioContext)

/** Plays an event's chosen sound at its chosen volume, and its haptic when haptics are on. */
export function previewEvent(choice: EventAudio, hapticsOn: boolean): void {
  player.play(choice.sound, choice.volume / 100)
  if (hapticsOn && choice.haptic) vibrate(choice.hapticIntensity, navigator)
}

/** 002 §9: the preview chirp plays at 0.7 with haptics on. */
export function playTestChirp(): void {
  player.play('YEL-gentle', DEFAULT_CHIRP_VOLUME)
  vibrate('medium', navigator)
}
