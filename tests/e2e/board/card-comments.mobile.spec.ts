import { expect, test } from '@playwright/test'
import { memberWith, openIn, PHONE, serviceClient, waitForQueueDrained } from './support.ts'

// A fresh member's first pull brings every table; on a shared machine that takes a while.
test.describe.configure({ timeout: 120_000 })
const FIRST_PULL = { timeout: 45_000 }

async function cardOf(baseURL: string, userId: string, title: string): Promise<string> {
  const { data, error } = await serviceClient(baseURL)
    .from('julboard_tasks')
    .insert({ user_id: userId, title })
    .select('id')
    .single()
  expect(error).toBeNull()
  return (data as { id: string }).id
}

test('a premium member comments on a card; hostile text stays text and reaches the server once', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, { mobile: 'premium', prefix: 'card-comment' })
  const cardId = await cardOf(url, member.id, 'Hire a CFO')
  const { context, page } = await openIn(browser, member, `/app/julboard/card/${cardId}?tab=comments`, PHONE)
  await expect(page.getByRole('heading', { level: 1, name: 'Hire a CFO' })).toBeVisible(FIRST_PULL)
  await expect(page.getByText('No comments yet.')).toBeVisible()

  const box = page.getByRole('textbox', { name: 'New comment' })
  await box.fill('   ')
  await page.getByRole('button', { name: 'Add Comment' }).click()
  await expect(page.getByText('Comment is required')).toBeVisible()

  const hostile = '<img src=x onerror="window.hacked=1"> shortlist by Friday'
  await box.fill(hostile)
  await box.press('Enter')
  const list = page.getByRole('list', { name: 'Comments' })
  await expect(list.getByText(hostile)).toBeVisible()
  await expect(box).toHaveValue('')
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()

  await waitForQueueDrained(page)
  const stored = await member.client.from('julboard_card_comments').select('content, card_id')
  expect(stored.data).toEqual([{ content: hostile, card_id: cardId }])
  await context.close()
})

test('a free member sees Comments locked as Premium+ with the upgrade', async ({ browser, baseURL }) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, { prefix: 'card-comment-free' })
  const cardId = await cardOf(url, member.id, 'Read-only card')
  const { context, page } = await openIn(browser, member, `/app/julboard/card/${cardId}?tab=comments`, PHONE)
  await expect(page.getByRole('heading', { level: 1, name: 'Read-only card' })).toBeVisible(FIRST_PULL)
  await expect(page.getByText('Premium+', { exact: true })).toBeVisible()
  await expect(page.getByText('Comments are part of Premium+')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'New comment' })).toHaveCount(0)
  await context.close()
})
