import { expect, test } from '@playwright/test'
import { serviceWorkerRegistration } from '../support/service-worker.ts'
import { drained, memberWith, openApp } from './support.ts'

test.use({ viewport: { width: 390, height: 844 } })

const SUBSCRIPTION = {
  endpoint: 'https://push.example.test/send/device-1',
  keys: {
    p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
}

test('push: Enable Notifications or Maybe Later, a failed subscription explained, the token saved, and a push shown', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const member = await memberWith(baseURL ?? '', null)
  // No push service is reachable from here: the browser's subscribe fails until the test lets it succeed,
  // and the subscription the browser holds is whatever the test last put in 'e2e-push-subscription'.
  await page.addInitScript((subscription) => {
    const held = () => {
      const stored = localStorage.getItem('e2e-push-subscription')
      if (!stored) return null
      const json = JSON.parse(stored) as typeof subscription
      return { ...json, toJSON: () => json } as unknown as PushSubscription
    }
    PushManager.prototype.getSubscription = async () => held()
    PushManager.prototype.subscribe = async () => {
      if (localStorage.getItem('e2e-push-service') !== 'up') {
        throw new DOMException('Registration failed - push service not available', 'AbortError')
      }
      localStorage.setItem('e2e-push-subscription', JSON.stringify(subscription))
      return held() as PushSubscription
    }
  }, SUBSCRIPTION)
  await openApp(page, member, '/app/home')

  const card = page.getByRole('region', { name: 'Enable Notifications' })
  await expect(card).toBeVisible({ timeout: 20_000 })
  await expect(card.getByRole('button', { name: 'Enable' })).toBeVisible()
  await card.getByRole('button', { name: 'Maybe Later' }).click()
  const row = page.getByRole('region', { name: 'Notifications', exact: true })
  await expect(row).toContainText('Not Set')
  await page.reload()
  await expect(row).toContainText('Not Set', { timeout: 15_000 })
  await expect(card).toHaveCount(0)

  await context.grantPermissions(['notifications'])
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await row.getByRole('button', { name: 'Enable' }).click()
  // Enabling asks the push-notify function for its key first: allow a busy shared machine its time.
  await expect(row.getByRole('alert')).toContainText(
    'Notifications could not be turned on on this device. (Registration failed - push service not available)',
    { timeout: 15_000 },
  )
  await expect(row).toContainText('Not Set')

  await page.evaluate(() => localStorage.setItem('e2e-push-service', 'up'))
  await row.getByRole('button', { name: 'Enable' }).click()
  await expect(row).toContainText('Enabled', { timeout: 15_000 })
  await drained(page)
  const tokens = await member.client.from('push_notification_tokens').select('platform, device_token')
  expect(tokens.data).toEqual([{ platform: 'web', device_token: JSON.stringify(SUBSCRIPTION) }])

  const cdp = await context.newCDPSession(page)
  const registration = serviceWorkerRegistration(cdp, baseURL ?? '')
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL ?? '').origin,
    registrationId: await registration,
    data: JSON.stringify({
      title: 'New message from your advisor · YEL Room',
      body: 'Board packs are due Friday.',
      url: '/app/yelroom?room=julius',
      tag: 'yel-julius',
    }),
  })
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const shown = await (await navigator.serviceWorker.ready).getNotifications()
        return shown.map((note) => ({
          title: note.title,
          body: note.body,
          data: note.data,
          badge: (note as Notification & { badge?: string }).badge,
        }))
      }),
    )
    .toEqual([
      {
        title: 'New message from your advisor · YEL Room',
        body: 'Board packs are due Friday.',
        data: { url: '/app/yelroom?room=julius' },
        badge: new URL('/badge-96x96.png', baseURL).href,
      },
    ])

  // The browser rotates the subscription. Chromium never fires pushsubscriptionchange itself, so the test
  // dispatches it in the real service worker: the worker tells the page, which stores the new
  // subscription and removes the old one's row. The member's rows on the server follow.
  const storedTokens = async () =>
    (await member.client.from('push_notification_tokens').select('device_token')).data?.map(
      (row) => JSON.parse(row.device_token as string).endpoint as string,
    )
  const rotated = { ...SUBSCRIPTION, endpoint: 'https://push.example.test/send/device-1-rotated' }
  await page.evaluate((next) => localStorage.setItem('e2e-push-subscription', JSON.stringify(next)), rotated)
  const [worker] = context.serviceWorkers()
  if (!worker) throw new Error('no service worker')
  await worker.evaluate(() => {
    const scope = globalThis as unknown as EventTarget & { ExtendableEvent: typeof Event }
    const change = new scope.ExtendableEvent('pushsubscriptionchange')
    Object.defineProperties(change, { oldSubscription: { value: null }, newSubscription: { value: null } })
    scope.dispatchEvent(change)
  })
  await expect.poll(storedTokens, { timeout: 20_000 }).toEqual([rotated.endpoint])

  // Rotated while the app was closed: the check at start finds it.
  const later = { ...SUBSCRIPTION, endpoint: 'https://push.example.test/send/device-1-later' }
  await page.evaluate((next) => localStorage.setItem('e2e-push-subscription', JSON.stringify(next)), later)
  await page.reload()
  await expect.poll(storedTokens, { timeout: 30_000 }).toEqual([later.endpoint])
  await expect(row).toContainText('Enabled')
})
