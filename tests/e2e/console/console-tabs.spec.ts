import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import Papa from 'papaparse'
import { serviceClient } from '../board/support.ts'
import { newMember, SEED, signInWithPassword } from '../support/session.ts'
import { FIRST_PULL_TIMEOUT, openTab, seriousA11yViolations, shared, waitForOfflineReady } from './support.ts'

// Each seed account's console on its own seeded rows (spec 001 §2, §6), one browser context per account
// shared by that account's tests. Every account has the same six seeded sessions
// (supabase/seed/003_member_console_data.sql), so labels and tier differences are checked on the same
// titles. Seed accounts are only read; writes go to rows of new members.

test.describe.configure({ mode: 'serial', timeout: 90_000 })

const SESSIONS = {
  'Kick-off: goals and equity story': 'Report Generated',
  'Fundraising plan review': 'Recording Available',
  'Operations deep-dive': 'Completed - No Recording',
  'Market entry: Spain': 'Archived',
  'Board preparation': 'Scheduled',
  'Investor pitch rehearsal': 'Scheduled',
} as const

const session = (page: Page, title: string) => page.getByTestId('session').filter({ hasText: title })

async function expectSeededTimeline(page: Page) {
  // The first pull of a new device may still be running when the tab opens.
  await expect(page.getByTestId('session').first()).toBeVisible({ timeout: FIRST_PULL_TIMEOUT })
  for (const [title, label] of Object.entries(SESSIONS)) {
    await expect(session(page, title).getByText(label, { exact: true })).toBeVisible()
  }
  await expect(session(page, 'Fundraising plan review').getByText('Ready for Report')).toBeVisible()
}

async function expectSeededAgreements(page: Page) {
  await expect(page.getByTestId('proposal')).toHaveCount(6, { timeout: FIRST_PULL_TIMEOUT })
  await expect(page.getByTestId('proposal').filter({ hasText: 'Advisory retainer agreement' })).toContainText(
    'Agreed',
  )
  await expect(page.getByTestId('proposal').filter({ hasText: 'Equity partnership terms' })).toContainText(
    'In Progress',
  )
  // 001 §5: minutes titled test, sample, demo or mockup are hidden.
  await expect(page.getByTestId('deliverable')).toHaveCount(4)
  await expect(
    page.getByTestId('deliverable').filter({ hasText: /Test minutes|Demo walkthrough|Sample agenda/ }),
  ).toHaveCount(0)
}

test.describe('the standard member', () => {
  const open = shared(SEED.standard)

  test('sees a view-only console: upgrade prompts, Export locked, Pro templates marked Pro Only', async () => {
    const { page } = open()
    await expect(page.getByRole('heading', { name: 'Welcome back, Sam' })).toBeVisible({
      timeout: FIRST_PULL_TIMEOUT,
    })
    await expect(page.getByRole('article', { name: 'JUL FORGE membership card' })).toContainText(
      'JUL-BASE-20260003',
    )
    await expect(page.getByRole('img', { name: /QR code for card/ })).toHaveAttribute('width', '200')
    await expect(page.getByRole('button', { name: 'Upgrade to Pro €995/mo' })).toBeVisible()
    await expect(page.getByText('Interactive prompts come with Desktop Pro.')).toBeVisible()
    const exportTab = page.getByRole('tab', { name: /Export/ })
    await expect(exportTab).toBeDisabled()
    await expect(exportTab).toContainText('Pro Only')

    await openTab(page, 'Sessions')
    await expectSeededTimeline(page)
    await expect(page.getByText('View-only timeline')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Upgrade to Pro €995/mo' })).toBeVisible()
    await expect(
      page.getByRole('button', { name: /Generate report|View details|Mark Complete/ }),
    ).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Join meeting' })).toHaveCount(0)

    await openTab(page, 'Agreements')
    await expectSeededAgreements(page)
    await expect(page.getByRole('button', { name: 'Digest' })).toHaveCount(0)

    await openTab(page, 'Templates')
    await expect(page.getByTestId('template')).toHaveCount(10)
    await expect(page.getByRole('button', { name: 'Pro Only' })).toHaveCount(4)
    await expect(page.getByRole('button', { name: 'Preview' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Pro Only' }).first().click()
    await expect(page.getByText('Pro template access requires Desktop Pro subscription')).toBeVisible()
  })

  test('books through the calendar alone: focus required, calendar prefilled, then the confirmation', async ({
    baseURL,
  }) => {
    const { page, context } = open()
    // The scheduling site is outside this machine: answer for it, so the opened tab has an address.
    await context.route('https://calendly.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Calendar</title>' }),
    )
    await openTab(page, 'Home')
    await page.getByRole('button', { name: 'Book a session' }).click()
    const wizard = page.getByRole('dialog', { name: 'Book a session' })
    await expect(wizard.getByText('Step 1 of 4: Select service')).toBeVisible()
    await expect(wizard.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
    await wizard.getByRole('button', { name: /Intro Call/ }).click()
    await expect(wizard.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(1 / 3))

    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expect(wizard.getByText('Please select a session type')).toBeVisible()
    await wizard.getByLabel('Fundraising').check()
    await wizard.getByLabel('Next week').check()
    await wizard.getByLabel('Notes').fill('Extension before the A')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expect(wizard.getByText('Step 3 of 4: Payment & booking')).toBeVisible()
    await expect(wizard.getByRole('button', { name: 'Pay and book' })).toHaveCount(0)

    const calendar = page.waitForEvent('popup')
    await wizard.getByRole('button', { name: 'Open booking calendar' }).click()
    const popup = await calendar
    await popup.waitForLoadState()
    const opened = new URL(popup.url())
    expect(`${opened.origin}${opened.pathname}`).toBe('https://calendly.com/jul-demo/intro')
    expect(opened.searchParams.get('email')).toBe(SEED.standard)
    expect(opened.searchParams.get('a1')).toBe('Fundraising · Next week · Extension before the A')
    await expect(wizard.getByText('Step 4 of 4: Confirmation')).toBeVisible()
    await expect(wizard.getByText('Strategy session booked successfully!')).toBeVisible()
    await wizard.getByRole('button', { name: 'Done' }).click()

    // The request itself reached the advisor through the forms outbox (staff may read submissions).
    const staff = await signInWithPassword(baseURL ?? '', SEED.staff)
    await expect
      .poll(async () => {
        const { data } = await staff.client
          .from('form_submissions')
          .select('payload')
          .eq('form_type', 'strategy_session')
          .eq('email', SEED.standard)
        return data?.map((row) => (row.payload as { notes?: string }).notes)
      })
      .toContain('Extension before the A')
  })

  test('pays for a card with a price through the test checkout', async () => {
    const { page } = open()
    await page.getByRole('button', { name: 'Book a session' }).click()
    const wizard = page.getByRole('dialog', { name: 'Book a session' })
    await wizard.getByRole('button', { name: /Strategy Session/ }).click()
    await wizard.getByLabel('Strategy & Growth').check()
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expect(wizard.getByRole('button', { name: 'Open booking calendar' })).toBeVisible()
    await wizard.getByRole('button', { name: 'Pay and book' }).click()
    await expect(page.getByTestId('checkout-item')).toHaveText('Strategy Session', { timeout: 15_000 })
  })
})

test.describe('the pro member', () => {
  const open = shared(SEED.pro, '/dashboard?tab=sessions')

  test('gets recordings, reports, joining, the digest and every template', async () => {
    const { page } = open()
    await expectSeededTimeline(page)
    // No Google keys on this machine: the state says so and no recording is invented.
    await expect(
      page.getByText('Google Drive integration not configured. Please contact support.'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Check for new recordings' }).click()
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Google Drive integration not configured' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Join meeting' })).toHaveCount(2)
    await expect(
      session(page, 'Operations deep-dive').getByRole('button', { name: 'Generate report' }),
    ).toBeVisible()
    await expect(
      session(page, 'Kick-off: goals and equity story').getByRole('button', { name: 'Generate report' }),
    ).toHaveCount(0)
    await session(page, 'Kick-off: goals and equity story')
      .getByRole('button', { name: 'View details' })
      .click()
    const details = page.getByRole('dialog')
    await expect(details.getByText('Kick-off: goals and equity story — AI session report')).toBeVisible()
    await expect(details.getByText('Draft the one-page equity story')).toBeVisible()
    await details.getByRole('button', { name: 'Close' }).click()
    await session(page, 'Operations deep-dive').getByRole('button', { name: 'View details' }).click()
    await expect(page.getByRole('dialog').getByText('No report found for this session')).toBeVisible()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    expect(await seriousA11yViolations(page)).toEqual([])

    await openTab(page, 'Agreements')
    await expectSeededAgreements(page)
    await page.getByRole('button', { name: 'Digest' }).click()
    const digest = page.getByLabel('Digest')
    await expect(digest).toContainText('Completed1')
    await expect(digest).toContainText('In Progress2')
    await expect(digest).toContainText('Draft1')
    await page.getByRole('button', { name: 'Export' }).click()
    await expect(page.getByText('Export feature coming soon')).toBeVisible()
    await page.getByTestId('deliverable').first().getByRole('button', { name: 'View Template' }).click()
    const documentation = page.getByRole('dialog').filter({ hasText: 'Operations deep-dive minutes' })
    await expect(documentation.getByRole('heading', { name: 'Session Documentation' })).toBeVisible()
    await page.keyboard.press('Escape')

    await openTab(page, 'Templates')
    await expect(page.getByRole('button', { name: 'Pro Only' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(10)

    await openTab(page, 'Home')
    await expect(page.getByRole('heading', { name: 'Welcome back, Priya' })).toBeVisible()
    await expect(page.getByRole('article', { name: 'JUL WORKSHOP membership card' })).toContainText(
      'JUL-STD-20260004',
    )
    await expect(page.getByLabel('Your reflection')).toBeVisible()
    const prompt = await page
      .getByRole('region', { name: "Today's prompt" })
      .locator('p')
      .first()
      .textContent()
    await openTab(page, 'JUL Mode')
    await expect(page.getByRole('region', { name: "Today's prompt" })).toContainText(prompt ?? 'no prompt')
    await openTab(page, 'Home')
    await expect(page.getByRole('button', { name: /Upgrade to Pro/ })).toHaveCount(0)
  })

  test('exports files whose rows equal their data on the server', async () => {
    const { page, member } = open()
    await openTab(page, 'Export')
    const download = async (button: string) => {
      const started = page.waitForEvent('download')
      await page.getByRole('button', { name: button }).click()
      const file = await started
      const bytes = await readFile(await file.path())
      return { name: file.suggestedFilename(), bytes, text: bytes.toString('utf8') }
    }

    const csv = await download('Sessions as CSV')
    expect(csv.name).toMatch(/^jul-sessions-\d{4}-\d{2}-\d{2}\.csv$/)
    const { data: sessions } = await member.client.from('sessions').select('id, title, status, start_time')
    // The UTF-8 byte-order mark first, for Excel.
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = Papa.parse<Record<string, string>>(csv.bytes.subarray(3).toString('utf8'), {
      header: true,
      skipEmptyLines: true,
    }).data
    const exported = rows.map(({ id, title, status, start_time }) => ({
      id,
      title,
      status,
      start_time,
    }))
    const byId = (a: { id: string | undefined }, b: { id: string | undefined }) =>
      (a.id ?? '').localeCompare(b.id ?? '')
    expect(exported.sort(byId)).toEqual([...(sessions ?? [])].sort(byId))

    const json = JSON.parse((await download('Export all (JSON)')).text)
    const { data: minutes } = await member.client.from('meeting_minutes').select('id')
    const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id).sort()
    expect(ids(json.datasets.meeting_minutes)).toEqual(ids(minutes ?? []))
    const { count: sparks } = await member.client.from('sparks').select('id', { count: 'exact', head: true })
    expect(json.datasets.sparks).toHaveLength(sparks ?? -1)

    const pdf = await download('PDF summary')
    expect(pdf.name).toMatch(/\.pdf$/)
    expect(pdf.text.startsWith('%PDF-')).toBe(true)
  })

  test('an export made offline reaches the audit trail once the device is back online, once', async ({
    baseURL,
  }) => {
    const { page, context, member } = open()
    await waitForOfflineReady(page)
    const since = new Date(Date.now() - 1_000).toISOString()
    const exportEvents = async () => {
      const { data, error } = await serviceClient(baseURL ?? '')
        .from('audit_events')
        .select('event_type, resource, metadata')
        .eq('user_id', member.id)
        .eq('action', 'export')
        .eq('resource', 'export/csv')
        .gte('created_at', since)
      expect(error).toBeNull()
      return data ?? []
    }
    await context.setOffline(true)
    let fileName = ''
    try {
      await page.goto('/dashboard?tab=export')
      const started = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Sessions as CSV' }).click({ timeout: FIRST_PULL_TIMEOUT })
      fileName = (await started).suggestedFilename()
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('audit_queue') ?? ''))
        .toContain(fileName)
    } finally {
      await context.setOffline(false)
    }
    await expect.poll(exportEvents, { timeout: FIRST_PULL_TIMEOUT }).toHaveLength(1)
    expect(await exportEvents()).toEqual([
      {
        event_type: 'data_access',
        resource: 'export/csv',
        metadata: expect.objectContaining({ file: fileName, tables: ['sessions'] }),
      },
    ])
    await expect.poll(() => page.evaluate(() => localStorage.getItem('audit_queue'))).toBe('[]')
  })

  test('after one online visit, Sessions and Agreements open offline with the same rows', async () => {
    const { page, context } = open()
    await waitForOfflineReady(page)
    await context.setOffline(true)
    try {
      await page.goto('/dashboard?tab=sessions')
      await expectSeededTimeline(page)
      await page.goto('/dashboard?tab=agreements')
      await expectSeededAgreements(page)
    } finally {
      await context.setOffline(false)
    }
  })
})

test.describe('the investor', () => {
  const open = shared(SEED.investor)

  test('sees their own card, sessions and agreements, and the Pro column marked as theirs', async () => {
    const { page } = open()
    await expect(page.getByRole('heading', { name: 'Welcome back, Ivan' })).toBeVisible({
      timeout: FIRST_PULL_TIMEOUT,
    })
    await expect(page.getByRole('article', { name: 'JUL STUDIO membership card' })).toContainText(
      'Ivan Investor',
    )
    await expect(page.getByRole('article', { name: 'JUL STUDIO membership card' })).toContainText(
      'Harbour Capital',
    )

    await openTab(page, 'Sessions')
    await expectSeededTimeline(page)
    await openTab(page, 'Agreements')
    await expectSeededAgreements(page)
    await openTab(page, 'Platform Overview')
    const desktop = page.getByRole('table', { name: 'Desktop console' })
    await expect(desktop.getByRole('columnheader', { name: /Pro You/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'For investors' })).toBeVisible()
  })
})

test.describe('staff', () => {
  const open = shared(SEED.staff, '/dashboard?tab=sessions')

  test("see every member's sessions with the admin actions, and preview templates", async () => {
    const { page } = open()
    await expect(page.getByTestId('session').filter({ hasText: 'Sam Standard' }).first()).toBeVisible({
      timeout: FIRST_PULL_TIMEOUT,
    })
    await expect(page.getByTestId('session').filter({ hasText: 'Priya Pro' }).first()).toBeVisible()
    const scheduled = page.getByTestId('session').filter({ hasText: 'Board preparation' }).first()
    await expect(scheduled.getByRole('button', { name: 'Mark Complete' })).toBeVisible()
    await expect(scheduled.getByRole('button', { name: 'Cancel' })).toBeVisible()
    const done = page.getByTestId('session').filter({ hasText: 'Operations deep-dive' }).first()
    await expect(done.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0)
    await expect(done.getByRole('button', { name: 'Delete' })).toBeVisible()

    await openTab(page, 'Templates')
    await expect(page.getByRole('button', { name: 'Pro Only' })).toHaveCount(0)
    await page
      .getByTestId('template')
      .filter({ hasText: 'Investor Deck' })
      .getByRole('button', { name: 'Preview' })
      .click()
    await expect(page.getByRole('dialog').filter({ hasText: '22 slides' })).toBeVisible()
    await page.keyboard.press('Escape')
  })

  test("mark a member's scheduled session complete and delete another after confirming", async ({
    baseURL,
  }) => {
    const { page } = open()
    const member = await newMember(baseURL ?? '', 'staff-target')
    const start = Date.now() + 40 * 86_400_000
    const rows = ['to complete', 'to delete'].map((label, index) => ({
      user_id: member.id,
      title: `Staff e2e ${label} ${member.id.slice(0, 6)}`,
      start_time: new Date(start + index * 3_600_000).toISOString(),
      status: 'scheduled',
    }))
    const { data, error } = await member.client.from('sessions').insert(rows).select('id, title')
    expect(error).toBeNull()
    const [complete, remove] = data ?? []
    if (!complete || !remove) throw new Error('sessions were not created')

    await openTab(page, 'Sessions')
    await session(page, complete.title)
      .getByRole('button', { name: 'Mark Complete' })
      .click({ timeout: FIRST_PULL_TIMEOUT })
    await expect(page.getByText('Session marked as completed')).toBeVisible()
    await expect
      .poll(async () => (await member.client.from('sessions').select('status').eq('id', complete.id)).data)
      .toEqual([{ status: 'completed' }])

    await session(page, remove.title).getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText('Are you sure you want to delete this session?')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Session deleted')).toBeVisible()
    await expect(session(page, remove.title)).toHaveCount(0)
    await expect
      .poll(async () => (await member.client.from('sessions').select('id').eq('id', remove.id)).data)
      .toEqual([])
  })
})
