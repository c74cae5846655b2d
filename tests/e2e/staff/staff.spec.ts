import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { LOCAL_ANON_KEY } from '../../../src/app/backend/supabase-config.ts'
import { expectAccessible, memberWith, openIn, serviceClient, waitForQueueDrained } from '../board/support.ts'
import { SEED, signInWithPassword } from '../support/session.ts'

// One staff session walks through every staff page: the first pull is the slow part.
test.describe.configure({ timeout: 180_000 })
const FIRST_PULL = { timeout: 45_000 }

test('staff: VIP, Admin, Brand, the signature and card from the profile, the grid upload and a published proposal', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const tag = randomUUID().slice(0, 8)
  const gina = await memberWith(url, {
    profile: { first_name: 'Gina', last_name: `Grid ${tag}`, company: 'Grid Co' },
  })
  const staff = await signInWithPassword(url, SEED.staff)
  const { context, page } = await openIn(browser, staff, '/vip')
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])

  const tools = page.getByRole('list', { name: 'Staff tools' })
  await expect(tools.getByRole('link')).toHaveCount(8, FIRST_PULL)
  await expectAccessible(page)
  await tools.getByRole('link', { name: 'Admin', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Proposals' })).toContainText('Strategic Advisory Proposal')
  await expect(page.getByRole('link', { name: 'Back to VIP' })).toHaveAttribute('href', '/vip')

  await page.goto('/brand')
  await expect(
    page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Back to VIP' }),
  ).toBeVisible()

  await page.goto('/email-signature')
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview).toContainText('Julia Advisor', FIRST_PULL)
  await expect(preview).toContainText('Strategic Advisor, JUL')
  await page.getByRole('button', { name: 'Copy plain text' }).click()
  await expect(page.getByText('Content copied to clipboard')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'Julia Advisor\nStrategic Advisor, JUL',
  )
  await expectAccessible(page)

  await page.goto('/digital-business-card')
  await expect(page.getByRole('img', { name: 'QR code with the contact card of Julia Advisor' })).toBeVisible(
    FIRST_PULL,
  )

  await page.goto('/admin/jul-grid-upload')
  // Members are found on the server: a staff device syncs only the members it works with.
  await page.getByLabel('Find a member').fill(`grid ${tag}`)
  await page
    .getByLabel('Member', { exact: true })
    .selectOption({ label: `Gina Grid ${tag} · Grid Co` }, FIRST_PULL)
  // Opening Gina's board is data access the audit trail records (000 §3), in the staff member's name.
  await expect
    .poll(async () => {
      const { data } = await serviceClient(url)
        .from('audit_events')
        .select('user_id, resource, metadata')
        .eq('action', 'staff_open_member')
        .eq('user_id', staff.id)
      return (data ?? []).filter((event) => (event.metadata as { owner?: string }).owner === gina.id)
    }, FIRST_PULL)
    .toEqual([{ user_id: staff.id, resource: 'julboard_tasks', metadata: { owner: gina.id } }])
  const refused = [
    'title,status,priority,due_date,labels',
    'Prepare the board pack,in_progress,high,2026-09-30,board;q3',
    ',backlog,low,,',
    'Wrong priority,backlog,critical,,',
  ].join('\n')
  const gridFile = page.getByLabel('Grid file (CSV)')
  await gridFile.setInputFiles({ name: 'grid.csv', mimeType: 'text/csv', buffer: Buffer.from(refused) })
  const rejected = page.getByRole('list', { name: 'Rejected lines' })
  await expect(rejected).toContainText('Line 3: Title is required')
  await expect(rejected).toContainText('Line 4: Unknown priority "critical"')
  await expect(page.getByRole('heading', { name: 'Nothing was added: 2 lines need fixing' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Add to board/ })).toHaveCount(0)
  // The same grid as Excel saves it in Germany: semicolons between fields, a byte-order mark.
  const excelDe = [
    '\uFEFFtitle;status;priority;due_date;labels',
    'Prepare the board pack;in_progress;high;2026-09-30;"board;q3"',
    'Refresh the investor list;;;;',
  ].join('\r\n')
  await gridFile.setInputFiles({ name: 'grid-de.csv', mimeType: 'text/csv', buffer: Buffer.from(excelDe) })
  await expect(page.getByRole('heading', { name: '2 cards ready' })).toBeVisible()
  await expect(page.getByText('Fields separated by semicolons')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Add to board (2)' }).click()
  await expect(page.getByText(`2 cards added to Gina Grid ${tag}’s board`)).toBeVisible()
  await waitForQueueDrained(page)
  const cards = await gina.client
    .from('julboard_tasks')
    .select('title, status, priority, due_date, labels')
    .order('title')
  expect(cards.data).toEqual([
    {
      title: 'Prepare the board pack',
      status: 'in_progress',
      priority: 'high',
      due_date: '2026-09-30',
      labels: ['board', 'q3'],
    },
    { title: 'Refresh the investor list', status: 'backlog', priority: 'medium', due_date: null, labels: [] },
  ])

  await page.goto('/admin/proposals/new')
  await page.getByRole('textbox', { name: 'Title' }).fill(`Readiness Plan ${tag}`)
  await expect(page.getByRole('textbox', { name: 'Link (slug)' })).toHaveValue(`readiness-plan-${tag}`)
  await page.getByLabel('Client company').fill('Grid Co')
  await page.getByLabel('Section 1 heading').fill('Objectives')
  await page.getByLabel('Section 1 text').fill('A fundable plan in 90 days.')
  await page.getByRole('button', { name: 'Add price' }).click()
  await page.getByLabel('Price 1 label').fill('Strategy Session')
  await page.getByLabel('Price 1 amount').fill('495')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Proposal published')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/proposals\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('link', { name: `/p/readiness-plan-${tag}` })).toBeVisible()
  const anon = createClient(url, LOCAL_ANON_KEY, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
  const published = await anon
    .from('public_proposals')
    .select('title, client_company, sections, pricing, is_published')
    .eq('slug', `readiness-plan-${tag}`)
  expect(published.data).toEqual([
    {
      title: `Readiness Plan ${tag}`,
      client_company: 'Grid Co',
      sections: [{ heading: 'Objectives', body: 'A fundable plan in 90 days.' }],
      pricing: { currency: 'EUR', items: [{ label: 'Strategy Session', amount: 495 }] },
      is_published: true,
    },
  ])

  await page.goto('/admin/proposals/new')
  await page.getByRole('textbox', { name: 'Title' }).fill('Another proposal')
  await page.getByRole('textbox', { name: 'Link (slug)' }).fill('demo-proposal')
  await page.getByLabel('Section 1 heading').fill('Scope')
  await page.getByLabel('Section 1 text').fill('Same link as the demo.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('That link is taken: choose another slug')).toBeVisible()
  await context.close()
})
