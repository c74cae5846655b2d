import { useEffect } from 'react'
import { cleanUpForVip } from './vip-cleanup.ts'

/**
 * For the /vip route element: a page load on /vip is cleaned up before React mounts (main.tsx), but
 * an in-app navigation to /vip never reloads, so the route itself repeats the clean-up (000 §4.6:
 * "always"). Idempotent, so the double run of StrictMode and the start-up pass are harmless.
 */
export function useVipCleanup(): void {
  useEffect(() => {
    cleanUpForVip().catch((error: unknown) => console.warn('VIP clean-up failed', error))
  }, [])
}
