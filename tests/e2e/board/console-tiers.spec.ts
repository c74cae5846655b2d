import { expect, type Page, test } from '@playwright/test'
import { SEED, type SignedIn, signInWithPassword } from '../support/session.ts'
import { expectAccessible, openIn } from './support.ts'

// One page load per seed account (the first pull is the slow part); the tabs switch inside it.
test.describe.configure({ timeout: 150_000 })
const FIRST_PULL = { timeout: 45_000 }

const SEED_METRICS = { mrr: '€5,395', runway: '53 months', pipeline: '€8,092.50', team: '10' }

async function expectMetrics(page: Page, metrics: typeof SEED_METRICS) {
  const tiles = page.getByRole('region', { name: 'Metrics snapshot' })
  await expect(tiles).toContainText(`MRR${metrics.mrr}`, FIRST_PULL)
  await expect(tiles).toContainText(`Runway${metrics.runway}`)
  await expect(tiles).toContainText(`Pipeline${metrics.pipeline}`)
  await expect(tiles).toContainText(`Team${metrics.team}`)
}

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** What the badge must say: advisor messages of the last 24 hours this member can read, not their own. */
async function unreadOnServer(member: SignedIn): Promise<number> {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
  const { data, error } = await member.client
    .from('yel_room_messages')
    .select('id')
    .eq('is_from_advisor', true)
    .neq('user_id', member.id)
    .gte('created_at', since)
  expect(error).toBeNull()
  return data?.length ?? 0
}

/**
 * The badge counts the advisor messages of the last 24 hours; other files (the chaos run's staff) may
 * post one meanwhile, so the server's count is read again until the badge and the server agree.
 */
async function expectUnreadBadge(page: Page, member: SignedIn) {
  await expect(async () => {
    const label = `${await unreadOnServer(member)} advisor messages in the last 24 hours`
    await expect(page.getByLabel(label)).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

const openTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click()

test('Standard: a view-only board, receive-only rooms and the prompt of the day only (001 §6)', async ({
  browser,
  baseURL,
}) => {
  const sam = await signInWithPassword(baseURL ?? '', SEED.standard)
  const { context, page } = await openIn(browser, sam, '/dashboard?tab=julboard')
  // Sam bought one 49 euro playbook: 4,900 cents.
  await expectMetrics(page, { mrr: '€49', runway: '6 months', pipeline: '€73.50', team: '1' })
  await expect(page.getByText('View-only: upgrade to Pro to edit your board.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Upgrade to Pro €995/mo' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit Decision for Review' })).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Key decisions' }).getByRole('listitem')).toHaveCount(5)
  await expect(page.getByRole('list', { name: 'Board check-ins' }).getByRole('listitem')).toHaveCount(3)
  const milestones = page.getByRole('list', { name: 'Milestones' })
  await expect(milestones.getByRole('listitem')).toHaveCount(4)
  await expect(milestones.getByRole('listitem').first()).toContainText('completed')
  await expect(milestones).toContainText('on-track')
  await expect(milestones).toContainText('at-risk')
  await expectAccessible(page)

  await openTab(page, 'YEL Room')
  await expect(panel(page, 'Julius (Advisor)')).toContainText('Welcome to the YEL Room.')
  await expect(panel(page, 'Julius (Advisor)')).toContainText('All Users')
  await expect(panel(page, 'Founder Peers')).toContainText('Premium+')
  await expect(panel(page, 'Cross-Group')).toContainText('Pro Only')
  await expect(panel(page, 'Cross-Group')).toContainText('This room is for Pro members.')
  await expect(page.getByText('Upgrade to send messages in this room')).toHaveCount(3)
  await expect(page.getByText('Receive-only: upgrade to Pro for two-way messaging.')).toBeVisible()
  await expect(page.getByRole('textbox')).toHaveCount(0)
  await expectUnreadBadge(page, sam)
  await page.getByRole('tab', { name: 'Mobile Sync View' }).click()
  const threads = page.getByRole('navigation', { name: 'Threads' })
  await expect(threads.getByRole('button')).toHaveCount(2)
  await threads.getByRole('button', { name: /Founder Peers/ }).click()
  await expect(page.getByRole('log', { name: 'Thread Founder Peers' })).toContainText(
    'Hire the finance lead before you need them.',
  )
  await expect(page.getByText('View-only on desktop')).toBeVisible()
  await expectAccessible(page)

  await openTab(page, 'JUL Mode')
  await expect(page.getByRole('heading', { name: "Today's prompt" })).toBeVisible()
  await expect(
    page.getByText('Reflections, the category counters and the archive come with Pro.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save Reflection' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Reflection Archive' })).toHaveCount(0)
  await expectAccessible(page)
  await context.close()
})

test('Pro founder: edits the board, sends where the premium plan may, reflects (001 §6, 002 §6)', async ({
  browser,
  baseURL,
}) => {
  const priya = await signInWithPassword(baseURL ?? '', SEED.pro)
  const { context, page } = await openIn(browser, priya, '/dashboard?tab=julboard')
  await expectMetrics(page, SEED_METRICS)
  await expect(page.getByRole('button', { name: 'Submit Decision for Review' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Schedule Strategic Session' })).toBeVisible()
  await expect(page.getByText('Portfolio Oversight')).toHaveCount(0)

  await openTab(page, 'YEL Room')
  // The advisor's message targeted at Priya reaches her; her premium plan posts in two rooms of three.
  await expect(panel(page, 'Julius (Advisor)')).toContainText('Priya, I left comments')
  await expect(page.getByRole('textbox', { name: 'Message to Julius (Advisor)' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Message to Founder Peers' })).toBeVisible()
  await expect(panel(page, 'Cross-Group')).toContainText('Upgrade to send messages in this room')
  await expectUnreadBadge(page, priya)
  await expect(page.getByRole('heading', { name: 'Advisor admin' })).toHaveCount(0)

  await openTab(page, 'JUL Mode')
  await expect(page.getByRole('button', { name: 'Save Reflection' })).toBeVisible()
  // Her own seeded reflections (supabase/seed/005_jul_reflections.sql) fill the archive and the counters.
  const archive = page.getByRole('list', { name: 'Reflection Archive' })
  await expect(archive).toContainText('Same-day freight quotes for small shippers, priced in one click.')
  await expect(archive.getByRole('listitem')).toHaveCount(3)
  await expect(page.getByRole('region', { name: 'Reflections by category' })).toContainText('Fundraising1')
  await expectAccessible(page)
  await context.close()
})

test('Investor: Portfolio Oversight instead of the founder actions, and every room (001 §2, 002 §2.9)', async ({
  browser,
  baseURL,
}) => {
  const ivan = await signInWithPassword(baseURL ?? '', SEED.investor)
  const { context, page } = await openIn(browser, ivan, '/dashboard?tab=julboard')
  await expectMetrics(page, SEED_METRICS)
  await expect(page.getByRole('heading', { name: 'Portfolio Oversight' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Request Portfolio Update' })).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Submit Decision for Review' })).toHaveCount(0)

  await openTab(page, 'YEL Room')
  await expect(panel(page, 'Cross-Group')).toContainText('Numbers first, narrative second')
  await expect(page.getByRole('textbox', { name: 'Message to Investor Peers' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Message to Cross-Group' })).toBeVisible()
  await expectAccessible(page)
  await context.close()
})

test('Staff: their own board only, and the advisor admin in the YEL Room (001 §6)', async ({
  browser,
  baseURL,
}) => {
  const julia = await signInWithPassword(baseURL ?? '', SEED.staff)
  const { context, page } = await openIn(browser, julia, '/dashboard?tab=julboard')
  await expectMetrics(page, SEED_METRICS)
  // Staff read every board (grid upload, members' requests), yet their board shows only their own cards.
  const decisions = page.getByRole('list', { name: 'Key decisions' })
  await expect(decisions).toContainText('Board card for Julia Advisor.')
  await expect(decisions).not.toContainText('Board card for Sam Standard.')

  await openTab(page, 'YEL Room')
  await expect(page.getByRole('heading', { name: 'Advisor admin' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Message to Cross-Group' })).toBeVisible()
  await expectAccessible(page)
  await context.close()
})
