import { useEffect } from 'react'
import { useAuth } from '../../data/auth.ts'
import { useCaptureContextStore } from '../../data/capture-context-store.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { CONTEXT_DETECTION_DELAY_MS } from '../../lib/capture-context.ts'
import { captureContextForRoute, contextLogRows, QUICK_ADD_PATH } from './context-detection.ts'
import { useQuickAddContextStore } from './quick-add-context-store.ts'

/**
 * Context detection (002 §4): 100 ms after a route settles, the context is detected with the route's
 * confidence, logged silently through the sync queue (kept offline; failures never disturb the screen,
 * 002 §8, so they are not reported), and remembered as the destination of the next Quick Add capture.
 */
export function useContextDetection(pathname: string) {
  const client = useSyncClient()
  const { user } = useAuth()
  const userId = user?.id
  const remember = useQuickAddContextStore((state) => state.set)

  useEffect(() => {
    if (!client || !userId) return
    let cancelled = false
    const timer = setTimeout(() => {
      const rows = contextLogRows(pathname)
      client
        .repository('context_detection_log')
        .insert(rows.detection)
        .then(() => client.repository('app_context_log').insert(rows.appContext))
        .catch(() => undefined)
      if (QUICK_ADD_PATH.test(pathname)) return
      const declared = useCaptureContextStore.getState().context
      void captureContextForRoute(pathname, declared, {
        card: async (id) => (await client.db.mirror('julboard_tasks').get(id))?.title ?? null,
        session: async (id) => (await client.db.mirror('sessions').get(id))?.title ?? null,
      })
        .then((context) => {
          if (!cancelled) remember(context)
        })
        .catch(() => undefined)
    }, CONTEXT_DETECTION_DELAY_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [client, userId, pathname, remember])
}
