import { describe, expect, it, vi } from 'vitest'
import {
  applicationServerKey,
  endpointOf,
  permissionOf,
  planDeviceToken,
  pushBadge,
  showPushCard,
} from '../../../../src/features/push/push-rules.ts'
import { PUSH_TEXTS } from '../../../../src/features/push/texts.ts'
import {
  openFromNotification,
  parsePushPayload,
  renewSubscription,
  safeAppPath,
  showPush,
} from '../../../../sw/push.ts'

describe('push permission rules (002 §4)', () => {
  it('reads Enabled when registered, Disabled when denied, else Not Set', () => {
    expect(pushBadge('granted', true)).toBe('Enabled')
    expect(pushBadge('denied', true)).toBe('Disabled')
    expect(pushBadge('denied', false)).toBe('Disabled')
    expect(pushBadge('prompt', false)).toBe('Not Set')
    expect(pushBadge('granted', false)).toBe('Not Set')
    expect(PUSH_TEXTS.denied).toBe('Please enable notifications in your device settings')
  })

  it('offers the Enable Notifications card only while the permission is still to be asked', () => {
    expect(showPushCard('prompt', false, false)).toBe(true)
    expect(showPushCard('prompt', false, true)).toBe(false)
    expect(showPushCard('granted', false, false)).toBe(false)
    expect(showPushCard('denied', false, false)).toBe(false)
    expect(permissionOf('default')).toBe('prompt')
    expect(permissionOf(undefined)).toBe('prompt')
  })

  it('turns the URL-safe base64 VAPID key into its 65 bytes', () => {
    const raw = new Uint8Array(65).map((_, i) => (i * 37) % 256)
    const base64url = btoa(String.fromCharCode(...raw))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '')
    expect([...applicationServerKey(base64url)]).toEqual([...raw])
  })
})

describe('the service worker side of push', () => {
  const data = (value: unknown) => ({ json: () => value, text: () => JSON.stringify(value) })

  it('shows the push as a notification that remembers which screen to open', async () => {
    const showNotification = vi.fn(async () => undefined)
    await showPush(
      { showNotification },
      parsePushPayload(
        data({
          title: 'New message',
          body: 'Board packs are due',
          url: '/app/yelroom?room=julius',
          tag: 't',
        }),
      ),
    )
    expect(showNotification).toHaveBeenCalledWith('New message', {
      body: 'Board packs are due',
      icon: '/pwa-192x192.png',
      badge: '/badge-96x96.png',
      data: { url: '/app/yelroom?room=julius' },
      tag: 't',
    })
  })

  it('never opens another site, and survives a push without JSON', () => {
    expect(safeAppPath('https://evil.example/x')).toBe('/app/home')
    expect(safeAppPath('//evil.example')).toBe('/app/home')
    expect(safeAppPath('/app/inbox')).toBe('/app/inbox')
    const text = { json: () => JSON.parse('not json'), text: () => 'plain words' }
    expect(parsePushPayload(text)).toEqual({ title: 'JUL', body: 'plain words', url: '/app/home' })
    expect(parsePushPayload(null).url).toBe('/app/home')
  })

  it('takes an open window of the app to the screen, or opens a new one', async () => {
    const navigate = vi.fn(async () => null)
    const focus = vi.fn(async () => undefined)
    const openWindow = vi.fn(async () => null)
    const open = { url: 'https://jul.test/app/home', focus, navigate }
    await openFromNotification(
      { matchAll: async () => [open], openWindow },
      { url: '/app/yelroom?room=peer' },
      'https://jul.test',
    )
    expect(focus).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith('https://jul.test/app/yelroom?room=peer')
    expect(openWindow).not.toHaveBeenCalled()
    await openFromNotification(
      { matchAll: async () => [], openWindow },
      { url: '/app/inbox' },
      'https://jul.test',
    )
    expect(openWindow).toHaveBeenCalledWith('https://jul.test/app/inbox')
  })
})

describe('one subscription per device', () => {
  const token = (endpoint: string, auth = 'a') => JSON.stringify({ endpoint, keys: { p256dh: 'p', auth } })
  const rows = [
    { id: 'laptop', device_token: token('https://push.example/laptop') },
    { id: 'phone-old', device_token: token('https://push.example/phone-1') },
    { id: 'native', device_token: 'apns-token' },
  ]

  it('reads the endpoint of a stored subscription, and none of a native token', () => {
    expect(endpointOf(token('https://push.example/x'))).toBe('https://push.example/x')
    expect(endpointOf('apns-token')).toBeNull()
  })

  it('stores a rotated subscription and removes only this device’s earlier row', () => {
    expect(
      planDeviceToken(rows, token('https://push.example/phone-2'), 'https://push.example/phone-1'),
    ).toEqual({
      insert: true,
      removeIds: ['phone-old'],
    })
  })

  it('adds nothing when the subscription is stored already, and replaces a row whose keys changed', () => {
    const laptop = token('https://push.example/laptop')
    expect(planDeviceToken(rows, laptop, 'https://push.example/laptop')).toEqual({
      insert: false,
      removeIds: [],
    })
    expect(planDeviceToken(rows, token('https://push.example/laptop', 'b'), null)).toEqual({
      insert: true,
      removeIds: ['laptop'],
    })
  })
})

describe('pushsubscriptionchange in the service worker', () => {
  const options = { applicationServerKey: new Uint8Array([4, 1, 2]).buffer, userVisibleOnly: true }

  it('subscribes again with the old key when the browser gives no new subscription, and tells every window', async () => {
    const renewed = { endpoint: 'https://push.example/new' } as PushSubscription
    const subscribe = vi.fn(async () => renewed)
    const postMessage = vi.fn()
    const matchAll = vi.fn(async () => [{ postMessage }, { postMessage }])
    const result = await renewSubscription(
      { pushManager: { subscribe } },
      { matchAll } as unknown as Pick<Clients, 'matchAll'>,
      { oldSubscription: { options } as PushSubscription, newSubscription: null },
      'changed',
    )
    expect(result).toBe(renewed)
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: options.applicationServerKey,
    })
    expect(postMessage.mock.calls).toEqual([[{ type: 'changed' }], [{ type: 'changed' }]])
  })

  it('keeps the browser’s new subscription as it is', async () => {
    const fresh = { endpoint: 'https://push.example/fresh' } as PushSubscription
    const subscribe = vi.fn()
    const result = await renewSubscription(
      { pushManager: { subscribe } },
      { matchAll: async () => [] } as unknown as Pick<Clients, 'matchAll'>,
      { oldSubscription: null, newSubscription: fresh },
      'changed',
    )
    expect(result).toBe(fresh)
    expect(subscribe).not.toHaveBeenCalled()
  })
})
