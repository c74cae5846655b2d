import { useCallback, useEffect, useState } from 'react'
import { useAuth } from '../../data/auth.ts'
import { FunctionCallError, useInvokeFunction } from '../../data/functions.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { storedValue, useStoredValue } from '../../ui/stored-value.ts'
import { endpointOf, PUSH_LATER_KEY, type PushPermission, permissionOf } from './push-rules.ts'
import {
  currentSubscription,
  storeDeviceSubscription,
  subscribeDevice,
  pushSupported as supported,
} from './push-subscription.ts'
import { PUSH_TEXTS } from './texts.ts'

/** 002 §4 Maybe Later, remembered on the device and shared by every tab. */
const maybeLater = storedValue(PUSH_LATER_KEY, {
  parse: (raw) => raw === '1',
  serialize: (later) => (later ? '1' : null),
})

/**
 * Web Push registration (002 §4, §7): ask permission, subscribe with the server's VAPID key, and upsert
 * the subscription as this device's 'web' token in push_notification_tokens through the queue (each of
 * the member's devices has its own row). Every failure becomes a message for the card instead of an
 * error thrown at it.
 */
export function usePush() {
  const client = useSyncClient()
  const { user } = useAuth()
  const invoke = useInvokeFunction()
  const [permission, setPermission] = useState<PushPermission>(() =>
    supported() ? permissionOf(Notification.permission) : 'prompt',
  )
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [putOff, setPutOff] = useStoredValue(maybeLater)
  const userId = user?.id
  // This browser's subscription endpoint: null when it has none or it cannot be read.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(() => (supported() ? undefined : null))
  const read = useMirrorRead(
    async (db) =>
      userId ? await db.mirror('push_notification_tokens').where('user_id').equals(userId).toArray() : [],
    [userId],
    { what: 'push registration', isEmpty: () => false },
  )
  const rows = read.status === 'ready' ? read.data : undefined

  useEffect(() => {
    if (!supported()) return
    let live = true
    currentSubscription().then(
      (subscription) => live && setEndpoint(subscription?.endpoint ?? null),
      () => live && setEndpoint(null),
    )
    return () => {
      live = false
    }
  }, [])
  const registered =
    endpoint !== null &&
    endpoint !== undefined &&
    (rows ?? []).some((row) => endpointOf(row.device_token) === endpoint)

  useEffect(() => {
    if (!supported() || !navigator.permissions) return
    let status: PermissionStatus | null = null
    const follow = () => setPermission(permissionOf(Notification.permission))
    void navigator.permissions.query({ name: 'notifications' }).then((result) => {
      status = result
      result.addEventListener('change', follow)
    })
    return () => status?.removeEventListener('change', follow)
  }, [])

  const enable = useCallback(async () => {
    setError(null)
    if (!supported()) {
      setError(PUSH_TEXTS.unsupported)
      return
    }
    if (!client || !userId) return
    setBusy(true)
    try {
      const answer = permissionOf(await Notification.requestPermission())
      setPermission(answer)
      if (answer !== 'granted') return
      const subscription = await subscribeDevice(invoke)
      await storeDeviceSubscription(client, userId, subscription)
      setEndpoint(subscription.endpoint)
    } catch (cause) {
      console.error('Push registration failed', cause)
      if (cause instanceof FunctionCallError) {
        setError(
          cause.offline
            ? PUSH_TEXTS.offline
            : cause.status === 503
              ? PUSH_TEXTS.notConfigured
              : PUSH_TEXTS.failed,
        )
      } else {
        const reason = cause instanceof Error && cause.message ? ` (${cause.message})` : ''
        setError(`${PUSH_TEXTS.failed}${reason}`)
      }
    } finally {
      setBusy(false)
    }
  }, [client, userId, invoke])

  const later = useCallback(() => {
    setPutOff(true)
  }, [setPutOff])

  return {
    permission,
    registered,
    putOff,
    busy,
    error,
    enable,
    later,
    loading: rows === undefined || endpoint === undefined,
  }
}
