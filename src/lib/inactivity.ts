/**
 * Idle session rule of spec 000 §4.3: warn at 25 minutes, expire at 30. The timer functions are
 * injected so the rule runs under fake timers and outside the browser.
 *
 *   reset() ──25 min──▶ onWarn ──5 min──▶ onExpire
 *      ▲ any activity calls reset() and starts both countdowns again
 */
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000
export const SESSION_WARNING_MS = 25 * 60 * 1000

export const SESSION_WARNING_MESSAGE = 'Your session will expire in 5 minutes due to inactivity.'
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.'

/** Window event fired on expiry; whoever owns the session listens and signs out. */
export const SESSION_EXPIRED_EVENT = 'session-expired'

/** Mouse, key, scroll and touch activity (spec 000 §4.3) as DOM event names. */
export const ACTIVITY_EVENT_NAMES = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'wheel',
] as const

export interface InactivityTimerOptions<Handle> {
  setTimeout: (callback: () => void, ms: number) => Handle
  clearTimeout: (handle: Handle) => void
  onWarn: () => void
  onExpire: () => void
  timeoutMs?: number
  warningMs?: number
}

export interface InactivityTimer {
  /** Starts (or restarts) both countdowns; call on sign-in and on every activity. */
  reset: () => void
  stop: () => void
}

export function createInactivityTimer<Handle>(options: InactivityTimerOptions<Handle>): InactivityTimer {
  const timeoutMs = options.timeoutMs ?? SESSION_TIMEOUT_MS
  const warningMs = options.warningMs ?? SESSION_WARNING_MS
  let handles: Handle[] = []

  function stop(): void {
    for (const handle of handles) options.clearTimeout(handle)
    handles = []
  }

  function reset(): void {
    stop()
    handles = [
      options.setTimeout(() => options.onWarn(), warningMs),
      options.setTimeout(() => {
        handles = []
        options.onExpire()
      }, timeoutMs),
    ]
  }

  return { reset, stop }
}
