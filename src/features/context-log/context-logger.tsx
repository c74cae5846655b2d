import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { useAuth } from '../../data/auth.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { CONTEXT_DETECTION_DELAY_MS } from '../../lib/capture-context.ts'
import { contextLogRows } from './context-log.ts'

/**
 * Logs the member's context 100 ms after a route settles (002 §4), through the sync queue so it is
 * kept offline. Logging is best effort: a failure is silent (002 §8), it never disturbs the screen.
 */
export function ContextLogger() {
  const client = useSyncClient()
  const { user } = useAuth()
  const { pathname } = useLocation()
  const userId = user?.id

  useEffect(() => {
    if (!client || !userId) return
    const timer = setTimeout(() => {
      const rows = contextLogRows(pathname)
      client
        .repository('context_detection_log')
        .insert(rows.detection)
        .then(() => client.repository('app_context_log').insert(rows.appContext))
        .catch(() => undefined)
    }, CONTEXT_DETECTION_DELAY_MS)
    return () => clearTimeout(timer)
  }, [client, userId, pathname])

  return null
}
