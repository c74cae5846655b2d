import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { memberWith, openIn, serviceClient, waitForOfflineReady, waitForQueueDrained } from './support.ts'

// The first pull of a fresh device brings every table; on a loaded machine that takes a while.
test.describe.configure({ timeout: 120_000 })
const FIRST_PULL = { timeout: 45_000 }
// A tab's first render reads the member's access from the mirror: slow on a loaded machine, never a speed check.
const TAB_SWITCH = { timeout: 20_000 }

test('a decision opens its card, an edit saved through the queue reaches the server, a request becomes a pending decision', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, {
    desktop: 'desktop_pro',
    profile: { first_name: 'Cara', user_type: 'founder' },
  })
  const cardId = randomUUID()
  const { error } = await serviceClient(url)
    .from('julboard_tasks')
    .insert({
      id: cardId,
      user_id: member.id,
      title: 'Decide on the Spain launch',
      description: 'Budget and timing.',
      status: 'backlog',
      priority: 'urgent',
      labels: ['spain'],
    })
  expect(error).toBeNull()

  const { context, page } = await openIn(browser, member, '/dashboard?tab=julboard')
  const decisions = page.getByRole('list', { name: 'Key decisions' })
  const decision = decisions.getByRole('listitem').filter({ hasText: 'Decide on the Spain launch' })
  await expect(decision).toContainText('medium', FIRST_PULL)
  await expect(decision).toContainText('pending')

  await decision.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/app/julboard/card/${cardId}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Decide on the Spain launch' })).toBeVisible()
  await expect(page.getByText('Urgent priority')).toBeVisible()
  await expect(page.getByText('Budget and timing.')).toBeVisible()
  await page.getByRole('tab', { name: 'Attachments' }).click()
  await expect(page.getByText('No attachments yet')).toBeVisible()
  await page.getByRole('button', { name: 'Add Attachment' }).click()
  await expect(page.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true')

  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Title').fill('Launch in Spain in Q3')
  await page.getByLabel('Status').selectOption('completed')
  await page.getByLabel('Priority').selectOption('high')
  await page.getByLabel('Labels').fill('spain, launch, ')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Card updated')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Launch in Spain in Q3' })).toBeVisible()
  await waitForQueueDrained(page)
  const { data } = await member.client
    .from('julboard_tasks')
    .select('title, status, priority, labels')
    .eq('id', cardId)
  expect(data).toEqual([
    { title: 'Launch in Spain in Q3', status: 'completed', priority: 'high', labels: ['spain', 'launch'] },
  ])

  await page.getByRole('link', { name: 'Back to Board' }).click()
  await expect(page).toHaveURL(/\/dashboard\?tab=julboard$/)
  const updated = decisions.getByRole('listitem').filter({ hasText: 'Launch in Spain in Q3' })
  await expect(updated).toContainText('approved')
  await expect(updated).toContainText('high')

  await page.getByRole('button', { name: 'Submit Decision for Review' }).click()
  await page.getByRole('dialog').getByRole('textbox', { name: 'Decision' }).fill('Hire a country manager')
  await page.getByRole('dialog').getByRole('button', { name: 'Submit Decision for Review' }).click()
  await expect(decisions.getByRole('listitem').filter({ hasText: 'Hire a country manager' })).toContainText(
    'pending',
  )
  await waitForQueueDrained(page)
  const submitted = await member.client
    .from('julboard_tasks')
    .select('status, labels')
    .eq('title', 'Hire a country manager')
  expect(submitted.data).toEqual([{ status: 'backlog', labels: ['decision-review'] }])

  await page.goto(`/app/julboard/card/${randomUUID()}`)
  await expect(page.getByText('Card not found')).toBeVisible(FIRST_PULL)
  await expect(page).toHaveURL(/\/app\/julboard$/)
  await context.close()
})

test('a Pro reflection is saved and archived, and the JUL Board, YEL Room and JUL Mode tabs open offline after one visit', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, { desktop: 'desktop_pro', mobile: 'premium' })
  const admin = serviceClient(url)
  await admin.from('julboard_tasks').insert({ user_id: member.id, title: 'Offline card', priority: 'high' })
  await admin.from('jul_reflections').insert({
    user_id: member.id,
    category: 'customers',
    prompt: 'Which customer would be most upset if you disappeared tomorrow?',
    content: 'The pilot customer in Leeds',
  })
  const { context, page } = await openIn(browser, member, '/dashboard?tab=julboard')
  // Tabs switch inside the page, as a member moves through the console: no reload between them.
  const visitTabs = async () => {
    await expect(page.getByRole('list', { name: 'Key decisions' })).toContainText('Offline card', FIRST_PULL)
    await page.getByRole('tab', { name: 'YEL Room' }).click()
    await expect(page.getByRole('log', { name: 'Messages in Julius (Advisor)' })).toContainText(
      'Welcome to the YEL Room.',
      TAB_SWITCH,
    )
    await page.getByRole('tab', { name: 'JUL Mode' }).click()
    await expect(page.getByRole('list', { name: 'Reflection Archive' })).toContainText(
      'The pilot customer in Leeds',
      TAB_SWITCH,
    )
  }
  await visitTabs()
  // A Pro reflection: blank refused, then saved, counted, archived and on the server.
  await page.getByRole('button', { name: 'Save Reflection' }).click()
  await expect(page.getByText('Write your reflection first')).toBeVisible()
  await page.getByLabel('Your reflection').fill('Narrow the wedge to logistics')
  await page.getByRole('button', { name: 'Save Reflection' }).click()
  await expect(page.getByRole('list', { name: 'Reflection Archive' }).getByRole('listitem')).toHaveCount(2)
  await waitForQueueDrained(page)
  const { data } = await member.client.from('jul_reflections').select('content')
  expect(data?.map((row) => row.content).sort()).toEqual([
    'Narrow the wedge to logistics',
    'The pilot customer in Leeds',
  ])
  await waitForOfflineReady(page)
  await context.setOffline(true)
  await page.goto('/dashboard?tab=julboard')
  await visitTabs()
  await context.close()
})
