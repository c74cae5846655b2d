import { soundPlayer } from '../../data/audio-cues.ts'
import type { EventAudio } from '../../lib/audio-settings.ts'
import { DEFAULT_CHIRP_VOLUME, vibrate } from '../../lib/sounds.ts'

/** Plays an event's chosen sound at its chosen volume, and its haptic when haptics are on. */
export function previewEvent(choice: EventAudio, hapticsOn: boolean): void {
  soundPlayer.play(choice.sound, choice.volume / 100)
  if (hapticsOn && choice.haptic) vibrate(choice.hapticIntensity, navigator)
}

/** 002 §9: the preview chirp plays at 0.7 with haptics on. */
export function playTestChirp(): void {
  soundPlayer.play('YEL-gentle', DEFAULT_CHIRP_VOLUME)
  vibrate('medium', navigator)
}
