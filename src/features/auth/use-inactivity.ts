import { useEffect, useRef } from 'react'
import {
  ACTIVITY_EVENT_NAMES,
  createInactivityTimer,
  SESSION_EXPIRED_EVENT,
  SESSION_EXPIRED_MESSAGE,
  SESSION_WARNING_MESSAGE,
} from '../../lib/inactivity.ts'
import { deferredToast } from '../../ui/deferred-toast.ts'

interface InactivityOptions {
  enabled: boolean
  onExpire: () => Promise<void> | void
}

export function useInactivity({ enabled, onExpire }: InactivityOptions) {
  const expireRef = useRef(onExpire)
  expireRef.current = onExpire

  useEffect(() => {
    if (!enabled) return
    const timer = createInactivityTimer({
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (id) => window.clearTimeout(id),
      onWarn: () => {
        deferredToast.warning(SESSION_WARNING_MESSAGE)
      },
      onExpire: () => {
        window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT))
        deferredToast.error(SESSION_EXPIRED_MESSAGE)
        void expireRef.current()
      },
    })
    const reset = () => timer.reset()
    for (const name of ACTIVITY_EVENT_NAMES)
      window.addEventListener(name, reset, { passive: true, capture: true })
    timer.reset()
    return () => {
      timer.stop()
      for (const name of ACTIVITY_EVENT_NAMES) window.removeEventListener(name, reset, { capture: true })
    }
  }, [enabled])
}
