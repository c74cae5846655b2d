import { useEffect, useRef } from 'react'
import {
  type AudioEvent,
  type AudioPlan,
  DESKTOP_NOTIFICATION_CLOSE_MS,
  planAudioEvent,
  shouldNotifyInBackground,
} from '../lib/audio-settings.ts'
import { browserAudioContext, createSoundPlayer, type SoundPlayer, vibrate } from '../lib/sounds.ts'
import type { RecorderState } from '../ui/use-audio-recorder.ts'
import { audioSettings } from './audio-settings.ts'

/**
 * The one place sounds, vibrations and desktop notifications happen (001 §2, §9; 002 §3). What an
 * event does is decided by `planAudioEvent` over the member's stored settings; this module only
 * carries the plan out. One player per page: one AudioContext, made on the first sound.
 */
export const soundPlayer: SoundPlayer = createSoundPlayer(browserAudioContext)

/** Plays `event` as the member set it: its sound at its volume (quieter at night), its vibration. */
export function playAudioCue(event: AudioEvent, at: Date = new Date()): AudioPlan {
  const plan = planAudioEvent(audioSettings.get(), event, at)
  if (plan.sound) soundPlayer.play(plan.sound, plan.volume)
  if (plan.haptic && typeof navigator !== 'undefined') vibrate(plan.haptic, navigator)
  return plan
}

/**
 * Shows a desktop notification for a message that arrived while the page is in the background, and
 * closes it after 5 s. The tag makes two tabs that both heard the message show it once.
 */
export function notifyInBackground(title: string, body: string, tag: string): void {
  const supported = typeof Notification === 'function'
  const page = {
    hidden: document.visibilityState === 'hidden',
    permission: supported ? Notification.permission : ('unsupported' as const),
  }
  if (!shouldNotifyInBackground(audioSettings.get(), page)) return
  try {
    const notification = new Notification(title, { body, tag, icon: '/pwa-192x192.png' })
    notification.onclick = () => {
      window.focus()
      notification.close()
    }
    setTimeout(() => notification.close(), DESKTOP_NOTIFICATION_CLOSE_MS)
  } catch (error) {
    // Android's Chrome shows notifications only through the service worker; push covers it there.
    console.warn('Desktop notification not shown', error)
  }
}

const CLAIM_HOLD_MS = 3_000

/**
 * True in one tab only when several tabs of the member heard the same row (each mirrors it): the tab
 * that takes the Web Lock named after it sounds it. Without Web Locks every tab sounds.
 */
export async function claimCue(rowId: string): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return true
  return new Promise((claimed) => {
    locks
      .request(`jul-audio-cue:${rowId}`, { ifAvailable: true }, async (lock) => {
        claimed(lock !== null)
        // Held a little longer than the other tabs take to see the same row.
        if (lock) await new Promise((resolve) => setTimeout(resolve, CLAIM_HOLD_MS))
      })
      .catch(() => claimed(true))
  })
}

/** The recording start and end sounds (yelRecordingStart, yelRecordingEnd) as a recorder moves. */
export function useRecordingCues(state: RecorderState): void {
  const previous = useRef(state)
  useEffect(() => {
    const was = previous.current
    previous.current = state
    if (was !== 'recording' && state === 'recording') playAudioCue('yelRecordingStart')
    if (was === 'recording' && state !== 'recording') playAudioCue('yelRecordingEnd')
  }, [state])
}
