import { useEffect, useState } from 'react'
import { LIVE_USERS_POLL_MS, shouldPulse } from '../../lib/live-users.ts'

export interface LiveUsers {
  count: number
  pulsing: boolean
}

/** Spec 000 §2.4/§7: poll every 20 s; a failed call shows zero; a rise of 20% or more pulses. */
export function useLiveUsers(fetchCount: () => Promise<number>): LiveUsers {
  const [state, setState] = useState<LiveUsers>({ count: 0, pulsing: false })

  useEffect(() => {
    let live = true
    const poll = async () => {
      const next = await fetchCount().catch(() => 0)
      if (!live) return
      setState((prev) => ({ count: next, pulsing: shouldPulse(prev.count, next) }))
    }
    void poll()
    const timer = window.setInterval(() => void poll(), LIVE_USERS_POLL_MS)
    return () => {
      live = false
      window.clearInterval(timer)
    }
  }, [fetchCount])

  return state
}
