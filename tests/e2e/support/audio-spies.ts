import type { Page } from '@playwright/test'

/**
 * Spies that hear the product's sounds, vibrations and desktop notifications (001 §2, §9; 002 §3),
 * installed with `addInitScript` so the page has them before any script runs: Web Audio (each sound's master gain reaching the speakers, and the
 * pitch its first tone starts at, which names the sound), `navigator.vibrate` and `Notification`. The
 * page's visibility is the spy's to set, so a message can arrive "in the background".
 */
export interface Heard {
  plays: { volume: number; hz: number | null }[]
  vibrations: number[][]
  notifications: { title: string; body: string; shownAt: number; closedAt: number | null }[]
}

declare global {
  interface Window {
    __heard: Heard
    __hidden: boolean
  }
}

export function installSpies() {
  const heard: Heard = { plays: [], vibrations: [], notifications: [] }
  window.__heard = heard
  window.__hidden = false
  const lastValue = new WeakMap<AudioParam, number>()
  const pitches = new WeakSet<AudioParam>()
  const setValueAtTime = AudioParam.prototype.setValueAtTime
  AudioParam.prototype.setValueAtTime = function (value, time) {
    lastValue.set(this, value)
    const play = heard.plays.at(-1)
    if (pitches.has(this) && play && play.hz === null) play.hz = value
    return setValueAtTime.call(this, value, time)
  }
  const createOscillator = AudioContext.prototype.createOscillator
  AudioContext.prototype.createOscillator = function () {
    const oscillator = createOscillator.call(this)
    pitches.add(oscillator.frequency)
    return oscillator
  }
  const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown
  AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
    if (args[0] === this.context.destination && this instanceof GainNode) {
      heard.plays.push({ volume: Math.round((lastValue.get(this.gain) ?? 0) * 100) / 100, hz: null })
    }
    return connect.apply(this, args)
  } as typeof AudioNode.prototype.connect
  Object.defineProperty(navigator, 'vibrate', {
    configurable: true,
    value: (pattern: number | number[]) => {
      heard.vibrations.push(Array.isArray(pattern) ? pattern : [pattern])
      return true
    },
  })
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (window.__hidden ? 'hidden' : 'visible'),
  })
  class SpyNotification {
    static permission = 'granted'
    static requestPermission = async () => 'granted'
    onclick: (() => void) | null = null
    private readonly record: Heard['notifications'][number]
    constructor(title: string, options: { body?: string } = {}) {
      this.record = { title, body: options.body ?? '', shownAt: Date.now(), closedAt: null }
      heard.notifications.push(this.record)
    }
    close() {
      this.record.closedAt ??= Date.now()
    }
  }
  Object.defineProperty(window, 'Notification', { configurable: true, value: SpyNotification })
}

export const heard = (page: Page) => page.evaluate(() => window.__heard)
export const forget = (page: Page) =>
  page.evaluate(() => {
    window.__heard.plays.length = 0
    window.__heard.vibrations.length = 0
    window.__heard.notifications.length = 0
  })

// The first tone of each sound starts at this pitch (src/lib/sounds.ts).
export const GENTLE = 880
export const ANGRY = 620
export const JURASSIC = 190
export const CRICKET = 4200
export const HONK = 330
export const LIGHT = [50]
export const MEDIUM = [100, 50, 100]
export const HEAVY = [200, 100, 200, 100, 200]

/** The member's settings with quiet hours off, so the volumes do not depend on the hour of the run. */
export function daytimeSettings(page: Page, patch: Record<string, unknown> = {}) {
  return page.evaluate(
    (extra) => localStorage.setItem('jul-audio-settings', JSON.stringify({ quietHours: false, ...extra })),
    patch,
  )
}
