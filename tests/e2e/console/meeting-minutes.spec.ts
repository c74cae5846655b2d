import { expect, test } from '@playwright/test'
import { memberWith, openIn, serviceClient, waitForQueueDrained } from '../board/support.ts'

// A fresh member's first pull brings every table; on a shared machine that takes a while.
test.describe.configure({ timeout: 120_000 })
const FIRST_PULL = { timeout: 45_000 }

test('a Desktop Pro member edits meeting minutes and moves them draft → reviewed → approved → archived', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, { desktop: 'desktop_pro', prefix: 'minutes' })
  const { data: inserted, error } = await serviceClient(url)
    .from('meeting_minutes')
    .insert({
      user_id: member.id,
      title: 'Runway review',
      meeting_date: new Date(Date.now() - 86_400_000).toISOString(),
      attendees: ['Ada'],
      key_topics: ['Runway'],
      status: 'draft',
    })
    .select('id')
    .single()
  expect(error).toBeNull()
  const id = (inserted as { id: string }).id

  const { context, page } = await openIn(browser, member, '/dashboard?tab=agreements')
  const card = page.getByTestId('deliverable').filter({ hasText: 'Runway review' })
  await expect(card).toContainText('Draft', FIRST_PULL)

  await card.getByRole('button', { name: 'Edit Runway review' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit meeting minutes' })
  // Blank and oversized input is refused with 000 §5's messages, and nothing is written.
  await dialog.getByLabel('Title').fill('   ')
  await dialog.getByLabel('Duration (minutes)').fill('0')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog.getByText('Title is required')).toBeVisible()
  await expect(dialog.getByText('Duration is invalid')).toBeVisible()
  await dialog.getByLabel('Title').fill('x'.repeat(1001))
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog.getByText('Title length is invalid')).toBeVisible()

  // Hostile text that passes the form check is kept and shown as text.
  const hostile = 'Board <b>pack</b> & "terms"'
  await dialog.getByLabel('Title').fill(hostile)
  await dialog.getByLabel('Duration (minutes)').fill('75')
  await dialog.getByLabel('Decisions').fill('Raise a bridge round\n\n  Hire a CFO  ')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Meeting minutes updated successfully')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  const edited = page.getByTestId('deliverable').filter({ hasText: hostile })
  await expect(edited).toContainText('Raise a bridge round')
  await expect(edited.locator('b')).toHaveCount(0)

  for (const [action, label] of [
    ['Mark as Reviewed', 'Reviewed'],
    ['Approve', 'Approved'],
    ['Archive', 'Archived'],
  ] as const) {
    await edited.getByRole('button', { name: action }).click()
    await expect(edited).toContainText(label)
  }
  await expect(edited.getByRole('button', { name: /Mark as Reviewed|Approve|Archive/ })).toHaveCount(0)

  await waitForQueueDrained(page)
  const { data } = await member.client
    .from('meeting_minutes')
    .select('title, duration_minutes, decisions_made, status')
    .eq('id', id)
    .single()
  expect(data).toEqual({
    title: hostile,
    duration_minutes: 75,
    decisions_made: ['Raise a bridge round', 'Hire a CFO'],
    status: 'archived',
  })
  await context.close()
})

test('a Desktop Standard member reads minutes without edit controls', async ({ browser, baseURL }) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, { desktop: 'desktop_standard', prefix: 'minutes-std' })
  const { error } = await serviceClient(url).from('meeting_minutes').insert({
    user_id: member.id,
    title: 'Pricing call',
    meeting_date: new Date().toISOString(),
    status: 'approved',
  })
  expect(error).toBeNull()
  const { context, page } = await openIn(browser, member, '/dashboard?tab=agreements')
  const card = page.getByTestId('deliverable').filter({ hasText: 'Pricing call' })
  await expect(card).toContainText('Approved', FIRST_PULL)
  await expect(card.getByRole('button', { name: /Edit|Archive/ })).toHaveCount(0)
  await context.close()
})
