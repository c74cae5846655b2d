import { expect, test } from '@playwright/test'
import { memberWith, openIn, PHONE, serviceClient, waitForQueueDrained } from './support.ts'

// A fresh member's first pull brings every table; on a shared machine that takes a while.
test.describe.configure({ timeout: 120_000 })
const FIRST_PULL = { timeout: 45_000 }

test('a premium member deletes a board card after a confirmation; it leaves the server and their other device', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, { mobile: 'premium', prefix: 'card-delete' })
  const { data, error } = await serviceClient(url)
    .from('julboard_tasks')
    .insert({ user_id: member.id, title: 'Drop the Berlin office', status: 'backlog', priority: 'low' })
    .select('id')
    .single()
  expect(error).toBeNull()
  const path = `/app/julboard/card/${(data as { id: string }).id}`

  const phone = await openIn(browser, member, path, PHONE)
  const tablet = await openIn(browser, member, path, PHONE)
  for (const { page } of [phone, tablet])
    await expect(page.getByRole('heading', { level: 1, name: 'Drop the Berlin office' })).toBeVisible(
      FIRST_PULL,
    )

  await phone.page.getByRole('button', { name: 'Delete' }).click()
  const confirm = phone.page.getByRole('alertdialog', { name: 'Delete card' })
  await expect(confirm).toContainText('Are you sure you want to delete this card?')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Drop the Berlin office' })).toBeVisible()

  await phone.page.getByRole('button', { name: 'Delete' }).click()
  await phone.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(phone.page.getByText('Card deleted')).toBeVisible()
  await expect(phone.page).not.toHaveURL(new RegExp(path))
  await expect(phone.page.getByText('Card not found')).toHaveCount(0)
  await waitForQueueDrained(phone.page)

  const left = await member.client.from('julboard_tasks').select('id')
  expect(left.data).toEqual([])
  // The other device learns of the delete through sync, and leaves the card as 002 §2.4 says.
  await expect(tablet.page.getByText('Card not found')).toBeVisible(FIRST_PULL)
  await expect(tablet.page).not.toHaveURL(new RegExp(path))
  await phone.context.close()
  await tablet.context.close()
})

test('a free member without edit rights gets no Delete on a card', async ({ browser, baseURL }) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, { prefix: 'card-free' })
  const { data, error } = await serviceClient(url)
    .from('julboard_tasks')
    .insert({ user_id: member.id, title: 'Read-only card' })
    .select('id')
    .single()
  expect(error).toBeNull()
  const { context, page } = await openIn(
    browser,
    member,
    `/app/julboard/card/${(data as { id: string }).id}`,
    PHONE,
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Read-only card' })).toBeVisible(FIRST_PULL)
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await context.close()
})
