import { expect, test } from '@playwright/test'
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
  // No push service is reachable from here: the browser's subscribe fails until the test lets it succeed.
  await page.addInitScript((subscription) => {
    PushManager.prototype.getSubscription = async () => null
    PushManager.prototype.subscribe = async () => {
      if (localStorage.getItem('e2e-push-service') !== 'up') {
        throw new DOMException('Registration failed - push service not available', 'AbortError')
      }
      return { ...subscription, toJSON: () => subscription } as unknown as PushSubscription
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
  await row.getByRole('button', { name: 'Enable' }).click()
  await expect(row.getByRole('alert')).toContainText(
    'Notifications could not be turned on on this device. (Registration failed - push service not available)',
  )
  await expect(row).toContainText('Not Set')

  await page.evaluate(() => localStorage.setItem('e2e-push-service', 'up'))
  await row.getByRole('button', { name: 'Enable' }).click()
  await expect(row).toContainText('Enabled')
  await drained(page)
  const tokens = await member.client.from('push_notification_tokens').select('platform, device_token')
  expect(tokens.data).toEqual([{ platform: 'web', device_token: JSON.stringify(SUBSCRIPTION) }])

  const cdp = await context.newCDPSession(page)
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => entry.scopeURL.startsWith(baseURL ?? ''))
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
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
        return shown.map((note) => ({ title: note.title, body: note.body, data: note.data }))
      }),
    )
    .toEqual([
      {
        title: 'New message from your advisor · YEL Room',
        body: 'Board packs are due Friday.',
        data: { url: '/app/yelroom?room=julius' },
      },
    ])
})
