import { expect, test } from '@playwright/test'
import {
  expectAccessible,
  memberWith,
  openIn,
  PHONE,
  serviceClient,
  waitForOfflineReady,
  waitForQueueDrained,
} from './support.ts'

// 002 §6 for premium: board edit and proposals from /app, and a capture turned into a new card (002 §7).
test.describe.configure({ timeout: 120_000 })
const FIRST_PULL = { timeout: 45_000 }

test('a premium member creates a card and a proposal on /app and turns a capture into a new card', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, {
    mobile: 'premium',
    profile: { first_name: 'Nia', user_type: 'founder' },
  })
  const { error } = await serviceClient(url)
    .from('capture_inbox')
    .insert({ user_id: member.id, content: 'Call the bank\nabout the bridge loan', content_type: 'text' })
  expect(error).toBeNull()

  const { context, page } = await openIn(browser, member, '/app/julboard', PHONE)
  await page.getByRole('button', { name: 'New Card' }).click(FIRST_PULL)
  const dialog = page.getByRole('dialog', { name: 'New Card' })
  await dialog.getByRole('button', { name: 'New Card' }).click()
  await expect(dialog.getByText('Title is required')).toBeVisible()
  const hostile = 'Plan <img src=x> & "launch"'
  await dialog.getByLabel('Title').fill(hostile)
  await dialog.getByRole('button', { name: 'New Card' }).click()
  await expect(page.getByText('Card created')).toBeVisible()
  await expect(page.getByRole('link', { name: hostile })).toBeVisible()
  await expect(page.locator('img[src="x"]')).toHaveCount(0)

  await page.getByRole('tab', { name: 'Agreements' }).click()
  await page.getByRole('button', { name: 'New Proposal' }).click()
  const proposal = page.getByRole('dialog', { name: 'New Proposal' })
  await proposal.getByLabel('Title').fill('x'.repeat(1001))
  await proposal.getByRole('button', { name: 'New Proposal' }).click()
  await expect(proposal.getByText('Title length is invalid')).toBeVisible()
  await proposal.getByLabel('Title').fill('Seed round terms')
  await proposal.getByLabel('Description').fill('Valuation cap and discount')
  await proposal.getByRole('button', { name: 'New Proposal' }).click()
  await expect(page.getByText('Proposal created')).toBeVisible()
  await expect(page.getByTestId('agreement').filter({ hasText: 'Seed round terms' })).toContainText('Draft')
  await expectAccessible(page)

  await page.goto('/app/inbox')
  const capture = page.getByRole('list', { name: 'Unassigned captures' }).getByRole('listitem')
  await expect(capture).toContainText('Call the bank', FIRST_PULL)
  await capture.getByRole('button', { name: 'New Card' }).click()
  await expect(page.getByText('Item assigned to board card')).toBeVisible()
  await expect(page.getByText('Inbox is Empty')).toBeVisible()

  await waitForQueueDrained(page)
  const cards = await member.client
    .from('julboard_tasks')
    .select('title, description, status, priority')
    .order('title')
  expect(cards.data).toEqual([
    {
      title: 'Call the bank',
      description: 'Call the bank\nabout the bridge loan',
      status: 'backlog',
      priority: 'medium',
    },
    { title: hostile, description: '', status: 'backlog', priority: 'medium' },
  ])
  const proposals = await member.client.from('console_proposals').select('title, description, status')
  expect(proposals.data).toEqual([
    { title: 'Seed round terms', description: 'Valuation cap and discount', status: 'draft' },
  ])
  const links = await member.client.from('board_assignments').select('source_type')
  expect(links.data).toEqual([{ source_type: 'capture_inbox' }])
  await context.close()
})

test('a free member gets neither New Card nor New Proposal', async ({ browser, baseURL }) => {
  const member = await memberWith(baseURL ?? '', { profile: { first_name: 'Fay', user_type: 'founder' } })
  const { context, page } = await openIn(browser, member, '/app/julboard', PHONE)
  await expect(page.getByRole('region', { name: 'Metrics snapshot' })).toBeVisible(FIRST_PULL)
  await expect(page.getByRole('button', { name: 'New Card' })).toHaveCount(0)
  await page.getByRole('tab', { name: 'Agreements' }).click()
  await expect(page.getByText('No agreements yet')).toBeVisible()
  await expect(page.getByRole('button', { name: 'New Proposal' })).toHaveCount(0)
  await context.close()
})

test('a card added offline and refused after a downgrade shows the upgrade text; Retry after an upgrade adds it', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, {
    mobile: 'premium',
    profile: { first_name: 'Oona', user_type: 'founder' },
  })
  const admin = serviceClient(url)
  const setTier = async (tier: 'free' | 'premium') => {
    const { error } = await admin.from('mobile_subscriptions').update({ tier }).eq('user_id', member.id)
    expect(error).toBeNull()
  }
  const { context, page } = await openIn(browser, member, '/app/julboard', PHONE)
  await expect(page.getByRole('button', { name: 'New Card' })).toBeVisible(FIRST_PULL)
  await waitForOfflineReady(page)

  await context.setOffline(true)
  await page.getByRole('button', { name: 'New Card' }).click()
  const dialog = page.getByRole('dialog', { name: 'New Card' })
  await dialog.getByLabel('Title').fill('Open the Lisbon office')
  await dialog.getByRole('button', { name: 'New Card' }).click()
  await expect(page.getByText('Card created')).toBeVisible()
  await setTier('free')
  await context.setOffline(false)

  const refused = page.getByRole('list', { name: 'Changes the server refused' })
  await expect(refused).toContainText(
    'Failed to process request: Adding cards is part of Premium+. Upgrade to Premium to add cards to your board.',
    FIRST_PULL,
  )
  await expect(refused).not.toContainText('row-level security')
  const onServer = () => member.client.from('julboard_tasks').select('title')
  expect((await onServer()).data).toEqual([])

  await setTier('premium')
  await expect(page.getByRole('button', { name: 'New Card' })).toBeVisible(FIRST_PULL)
  await refused.getByRole('button', { name: 'Retry' }).click()
  await expect
    .poll(async () => (await onServer()).data, FIRST_PULL)
    .toEqual([{ title: 'Open the Lisbon office' }])
  await expect(refused).toHaveCount(0)
  await context.close()
})
