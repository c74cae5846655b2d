import { expect, test } from '@playwright/test'
import { openAs, SEED } from '../support/session.ts'
import { expectAccessible } from './support.ts'

test.use({ viewport: { width: 390, height: 844 } })
test.setTimeout(90_000)

test("the settings overlay's Alerts tab at 390 px: nine switches, six event groups with their defaults, and the notification list", async ({
  page,
  baseURL,
}) => {
  await openAs(page, baseURL ?? '', SEED.pro, '/app/home?settings=1&tab=alerts')
  await expect(page.getByRole('tab', { name: 'Alerts', selected: true })).toBeVisible({ timeout: 30_000 })
  for (const name of [
    'Push notifications',
    'Sound',
    'Vibration',
    'YEL chirps',
    'Haptic feedback',
    'Session reminders',
    'Message notifications',
    'Document updates',
    'Billing notifications',
  ]) {
    await expect(page.getByRole('switch', { name, exact: true })).toHaveAttribute('aria-checked', 'true')
  }
  const defaults = [
    ['Chat messages', 'YEL-gentle', '70'],
    ['JUL Sparks', 'YEL-jurassic', '75'],
    ['YEL recording start', 'YEL-cricket', '60'],
    ['YEL recording end', 'YEL-honk', '60'],
    ['Mentions', 'YEL-angry', '80'],
    ['Success actions', 'YEL-jurassic', '65'],
  ] as const
  for (const [event, sound, volume] of defaults) {
    await expect(page.getByLabel(`${event}: Sound`)).toHaveValue(sound)
    await expect(page.getByRole('slider', { name: `${event}: Volume` })).toHaveValue(volume)
  }
  await expect(page.getByLabel('Mentions: Haptic intensity')).toHaveValue('heavy')
  await expect(page.getByRole('region', { name: 'Homepage animations' })).toHaveCount(0)
  await page.getByLabel('Mentions: Haptic intensity').selectOption('light')

  // The list comes from the member's own rows; a switch turned off hides its kind.
  const list = page.getByRole('list', { name: 'Recent notifications' })
  await expect(list.getByText('Agreement updated').first()).toBeVisible()
  await page.getByRole('switch', { name: 'Document updates' }).click()
  await expect(list.getByText('Agreement updated')).toHaveCount(0)

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(page, '[role="dialog"]')
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('jul-audio-settings') ?? '{}'))
  expect(stored).toMatchObject({ documentUpdates: false, mentions: { hapticIntensity: 'light' } })
})
