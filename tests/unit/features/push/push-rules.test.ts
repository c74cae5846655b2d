import { describe, expect, it, vi } from 'vitest'
import {
  applicationServerKey,
  permissionOf,
  pushBadge,
  showPushCard,
} from '../../../../src/features/push/push-rules.ts'
import { PUSH_TEXTS } from '../../../../src/features/push/texts.ts'
import { openFromNotification, parsePushPayload, safeAppPath, showPush } from '../../../../sw/push.ts'

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
