import { useEffect } from 'react'
import { PUSH_SUBSCRIPTION_CHANGED } from '../../../sw/file-routes.ts'
import { useAuth } from '../../data/auth.ts'
import { useInvokeFunction } from '../../data/functions.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { useHasSynced } from '../../data/use-has-synced.ts'
import {
  currentSubscription,
  pushSupported,
  rememberedEndpoint,
  storeDeviceSubscription,
  subscribeDevice,
} from './push-subscription.ts'

/**
 * Keeps this device reachable by push: at each start (once the first pull has brought the member's
 * rows) and whenever the service worker reports `pushsubscriptionchange`, the browser's current
 * subscription is compared with the stored one; a rotated one replaces its old row, a dropped one is
 * subscribed again. Does nothing on a device where push was never enabled. Renders nothing.
 */
export function PushSubscriptionCheck() {
  const client = useSyncClient()
  const userId = useAuth().user?.id
  const invoke = useInvokeFunction()
  const hasSynced = useHasSynced()

  useEffect(() => {
    if (!client || !userId || !hasSynced || !pushSupported()) return
    let cancelled = false
    const check = async () => {
      if (Notification.permission !== 'granted') return
      let subscription = await currentSubscription()
      if (!subscription && rememberedEndpoint() === null) return
      subscription ??= await subscribeDevice(invoke)
      if (!cancelled) await storeDeviceSubscription(client, userId, subscription)
    }
    const run = () => {
      check().catch((error: unknown) => console.warn('Push subscription check failed', error))
    }
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data
      if (data && typeof data === 'object' && 'type' in data && data.type === PUSH_SUBSCRIPTION_CHANGED) run()
    }
    run()
    navigator.serviceWorker.addEventListener('message', onMessage)
    return () => {
      cancelled = true
      navigator.serviceWorker.removeEventListener('message', onMessage)
    }
  }, [client, userId, hasSynced, invoke])

  return null
}
