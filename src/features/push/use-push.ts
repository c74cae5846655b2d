import { useCallback, useEffect, useState } from 'react'
import { useAuth } from '../../data/auth.ts'
import { FunctionCallError, useInvokeFunction } from '../../data/functions.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { storedValue, useStoredValue } from '../../ui/stored-value.ts'
import {
  applicationServerKey,
  PUSH_LATER_KEY,
  PUSH_PLATFORM,
  type PushPermission,
  permissionOf,
} from './push-rules.ts'
import { PUSH_TEXTS } from './texts.ts'

const SW_READY_TIMEOUT_MS = 10_000

function supported(): boolean {
  return 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window
}

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the app has not finished installing')), SW_READY_TIMEOUT_MS),
    ),
  ])
}

/** 002 §4 Maybe Later, remembered on the device and shared by every tab. */
const maybeLater = storedValue(PUSH_LATER_KEY, {
  parse: (raw) => raw === '1',
  serialize: (later) => (later ? '1' : null),
})

/**
 * Web Push registration (002 §4, §7): ask permission, subscribe with the server's VAPID key, and upsert
 * the subscription as this member's 'web' token in push_notification_tokens through the queue. Every
 * failure becomes a message for the card instead of an error thrown at it.
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
  const read = useMirrorRead(
    async (db) =>
      userId
        ? ((await db
            .mirror('push_notification_tokens')
            .where('user_id')
            .equals(userId)
            .filter((row) => row.platform === PUSH_PLATFORM)
            .first()) ?? null)
        : null,
    [userId],
    { what: 'push registration', isEmpty: () => false },
  )
  const token = read.status === 'ready' ? read.data : undefined

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
      const { publicKey } = await invoke<{ publicKey: string }>('push-notify', { method: 'GET' })
      const registration = await readyRegistration()
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: applicationServerKey(publicKey),
        }))
      const deviceToken = JSON.stringify(subscription.toJSON())
      const tokens = client.repository('push_notification_tokens')
      if (token) await tokens.update(token.id, { device_token: deviceToken })
      else await tokens.insert({ device_token: deviceToken, platform: PUSH_PLATFORM })
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
  }, [client, userId, invoke, token])

  const later = useCallback(() => {
    setPutOff(true)
  }, [setPutOff])

  return {
    permission,
    registered: Boolean(token),
    putOff,
    busy,
    error,
    enable,
    later,
    loading: token === undefined,
  }
}
