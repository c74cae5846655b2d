import { expect, test } from '@playwright/test'
import { memberWith, openApp } from '../mobile/support.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('the installed app’s icon shows the unread sparks and is cleared once the feed has been read', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const member = await memberWith(baseURL ?? '', null, { prefix: 'badge' })
  for (const content of ['Call the bank', 'Draft the memo', 'Book the venue']) {
    const { error } = await member.client
      .from('sparks')
      .insert({ user_id: member.id, content, spark_type: 'manual', source_type: 'manual' })
    expect(error).toBeNull()
  }
  // A spy in place of the Badging API, which only an installed app shows.
  await page.addInitScript(() => {
    const calls: number[] = []
    Object.assign(window, { appBadgeCalls: calls })
    Object.defineProperty(Navigator.prototype, 'setAppBadge', {
      configurable: true,
      value: async (count?: number) => void calls.push(count ?? 0),
    })
    Object.defineProperty(Navigator.prototype, 'clearAppBadge', {
      configurable: true,
      value: async () => void calls.push(0),
    })
  })
  const badgeCalls = () =>
    page.evaluate(() => (window as unknown as { appBadgeCalls: number[] }).appBadgeCalls)

  await openApp(page, member, '/app/home')
  await expect.poll(async () => (await badgeCalls()).at(-1), { timeout: 30_000 }).toBe(3)
  await expect(page.getByTestId('sparks-tab-badge')).toHaveText('3')

  await page
    .getByRole('navigation', { name: 'App sections' })
    .getByRole('link', { name: /Sparks/ })
    .click()
  await expect.poll(async () => (await badgeCalls()).at(-1), { timeout: 15_000 }).toBe(0)
  await expect(page.getByTestId('sparks-tab-badge')).toHaveCount(0)
})
