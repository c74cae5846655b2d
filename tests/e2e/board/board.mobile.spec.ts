import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { SEED, signInWithPassword } from '../support/session.ts'
import {
  expectAccessible,
  memberWith,
  openIn,
  PHONE,
  serviceClient,
  waitForOfflineReady,
  waitForQueueDrained,
} from './support.ts'

// The splash and the first pull of a fresh device come first; on a loaded machine that takes a while.
test.describe.configure({ timeout: 150_000 })
const FIRST_PULL = { timeout: 45_000 }

const room = (page: Page, name: string) => page.getByRole('log', { name: `Messages in ${name}` })

test('YEL Room on the phone: free reads without sending, the investor gets every room, the explainer is remembered', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const free = await openIn(browser, await signInWithPassword(url, SEED.standard), '/app/yelroom', PHONE)
  const { page } = free
  await expect(page.getByText('Welcome to the YEL Room', { exact: true })).toBeVisible(FIRST_PULL)
  await expect(room(page, 'Julius (Advisor)')).toContainText(
    'Welcome to the YEL Room. Post your weekly wins',
    FIRST_PULL,
  )
  await expect(page.getByText('Upgrade to send messages in this room')).toBeVisible()
  await expect(page.getByRole('textbox')).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('tab', { name: 'Cross-Group' }).click()
  await expect(page.getByText('This room is for Pro members.')).toBeVisible()
  await page.getByRole('button', { name: 'Got it' }).click()
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Founder Peers' })).toBeVisible(FIRST_PULL)
  await expect(page.getByRole('button', { name: 'Got it' })).toHaveCount(0)
  await free.context.close()

  const investor = await openIn(browser, await signInWithPassword(url, SEED.investor), '/app/yelroom', PHONE)
  await investor.page.getByRole('tab', { name: 'Investor Peers' }).click(FIRST_PULL)
  await expect(room(investor.page, 'Investor Peers')).toContainText(
    'clean data rooms close faster',
    FIRST_PULL,
  )
  await investor.page.getByRole('tab', { name: 'Cross-Group' }).click()
  await expect(room(investor.page, 'Cross-Group')).toContainText('Numbers first, narrative second')
  await expect(investor.page.getByRole('textbox', { name: 'Message to Cross-Group' })).toBeVisible()
  await investor.context.close()
})

test('a room message typed offline is delivered once when the network returns', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, {
    mobile: 'premium',
    profile: { first_name: 'Olive', user_type: 'founder' },
  })
  const { context, page } = await openIn(browser, member, '/app/yelroom', PHONE)
  await expect(room(page, 'Julius (Advisor)')).toContainText('Welcome to the YEL Room.', FIRST_PULL)
  await waitForOfflineReady(page)

  await context.setOffline(true)
  const text = `Written on the train ${randomUUID().slice(0, 8)}`
  const box = page.getByRole('textbox', { name: 'Message to Julius (Advisor)' })
  await box.fill('   ')
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled()
  await box.fill(text)
  await box.press('Enter')
  const bubble = room(page, 'Julius (Advisor)').getByText(text)
  await expect(bubble).toBeVisible()
  await expect(room(page, 'Julius (Advisor)')).toContainText('Sending…')
  await page.reload()
  await expect(room(page, 'Julius (Advisor)').getByText(text)).toBeVisible(FIRST_PULL)

  await context.setOffline(false)
  await waitForQueueDrained(page)
  await expect(room(page, 'Julius (Advisor)')).not.toContainText('Sending…')
  const { data } = await member.client
    .from('yel_room_messages')
    .select('room_type, is_from_advisor')
    .eq('content', text)
  expect(data).toEqual([{ room_type: 'julius', is_from_advisor: false }])
  await context.close()
})

test('the board and a card at 390 px: a decision opens the card, the edit reaches the server, both open offline', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, {
    mobile: 'premium',
    profile: { first_name: 'Milo', user_type: 'founder' },
  })
  const cardId = randomUUID()
  const admin = serviceClient(url)
  await admin
    .from('julboard_tasks')
    .insert({ id: cardId, user_id: member.id, title: 'Book the Madrid office', priority: 'low' })
  await admin
    .from('milestones')
    .insert({ user_id: member.id, title: 'First Madrid customer', status: 'in_progress' })
  await admin.from('user_service_purchases').insert({ user_id: member.id, amount_paid: 49_500 })

  const { context, page } = await openIn(browser, member, '/app/julboard', PHONE)
  const metrics = page.getByRole('region', { name: 'Metrics snapshot' })
  await expect(metrics).toContainText('MRR€495', FIRST_PULL)
  await expect(page.getByRole('list', { name: 'Milestones' })).toContainText('on-track')
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Book the Madrid office' }).click()
  await expect(page).toHaveURL(new RegExp(`/app/julboard/card/${cardId}$`))
  await expect(page.getByText('Low priority')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Assignee').fill('Milo')
  await page.getByLabel('Due date').fill('2026-07-01')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Card updated')).toBeVisible()
  await waitForQueueDrained(page)
  const { data } = await member.client.from('julboard_tasks').select('assigned_to, due_date').eq('id', cardId)
  expect(data).toEqual([{ assigned_to: 'Milo', due_date: '2026-07-01' }])

  await waitForOfflineReady(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Book the Madrid office' })).toBeVisible(
    FIRST_PULL,
  )
  await expect(page.getByText('Milo', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Board' }).click()
  await expect(metrics).toContainText('MRR€495')
  await context.close()
})
