import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { DEFAULT_SERVICE_ROLE_KEY } from '../../../supabase/local/config.ts'
import { expectAccessible, memberWith, openApp } from '../mobile/support.ts'
import { seedMemberReports, withCapitalReadinessFlag } from './support.ts'

// A fresh member's first pull brings every table; on a shared machine that takes a while.
test.describe.configure({ timeout: 120_000 })
const FIRST_PULL = { timeout: 45_000 }

test('analytics shows the readiness score over time and the change by area', async ({ page, baseURL }) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, null, { prefix: 'readiness-analytics' })
  await seedMemberReports(url, member.id)
  await withCapitalReadinessFlag(page)
  await openApp(page, member, '/app/capital-readiness/analytics')

  const history = page.getByRole('list', { name: 'Score over time' })
  await expect(history.getByRole('listitem')).toHaveCount(2, FIRST_PULL)
  await expect(history.getByRole('listitem').first()).toContainText('Readiness review March')
  await expect(history.getByRole('listitem').last()).toContainText('64 (+9)')
  const areas = page.getByRole('region', { name: 'Change by area since the previous report' })
  await expect(areas).toContainText('Team78 (+8)')
  await expect(areas).toContainText('Financials52 (+12)')
  await expectAccessible(page)
})

test('workflows refuse bad input, then create, pause and delete one that reaches the server', async ({
  page,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, null, { prefix: 'readiness-workflows' })
  await withCapitalReadinessFlag(page)
  await openApp(page, member, '/app/capital-readiness/workflows')
  await expect(page.getByRole('heading', { name: 'No workflows yet' })).toBeVisible(FIRST_PULL)

  const form = page.getByRole('region', { name: 'New workflow' })
  await form.getByRole('button', { name: 'Create workflow' }).click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await expect(form.getByText('Recipients is required')).toBeVisible()

  const hostile = '<img src=x onerror=alert(1)>'
  await form.getByLabel('Name').fill(hostile)
  await form.getByLabel('Recipients').fill('partner@fund.example, not-an-address')
  await form.getByRole('button', { name: 'Create workflow' }).click()
  await expect(form.getByText('Name contains invalid content')).toBeVisible()
  await expect(form.getByText('Recipients must be a valid email')).toBeVisible()
  await expect(form.getByLabel('Recipients')).toHaveValue('partner@fund.example, not-an-address')

  await form.getByLabel('Name').fill('Investor updates')
  await form.getByLabel('When').selectOption({ label: 'My readiness score changes' })
  await form.getByLabel('Recipients').fill('partner@fund.example; analyst@fund.example')
  await form.getByRole('button', { name: 'Create workflow' }).click()
  await expect(page.getByText('Workflow created')).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue('')
  const card = page.getByRole('list', { name: 'Email Workflows' }).getByRole('listitem')
  await expect(card).toContainText('Investor updates')
  await expect(card).toContainText('partner@fund.example, analyst@fund.example')
  await expectAccessible(page)

  await card.getByRole('switch', { name: 'Active' }).click()
  await expect(card.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'false')
  // The queue sends the insert and the switch to the server; the server's copy is what counts.
  await expect
    .poll(
      async () =>
        (
          await member.client
            .from('capital_readiness_workflows')
            .select('name, trigger_event, recipients, is_active')
        ).data,
      { timeout: 30_000 },
    )
    .toEqual([
      {
        name: 'Investor updates',
        trigger_event: 'score_changed',
        recipients: ['partner@fund.example', 'analyst@fund.example'],
        is_active: false,
      },
    ])

  await card.getByRole('button', { name: 'Delete Investor updates' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Workflow deleted')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No workflows yet' })).toBeVisible()
  await expect
    .poll(async () => (await member.client.from('capital_readiness_workflows').select('id')).data, {
      timeout: 30_000,
    })
    .toEqual([])
})

test('a workflow e-mails its recipients when a report is published, and says when it last sent', async ({
  page,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, null, { prefix: 'readiness-mail' })
  await withCapitalReadinessFlag(page)
  await openApp(page, member, '/app/capital-readiness/workflows')
  await expect(page.getByRole('heading', { name: 'No workflows yet' })).toBeVisible(FIRST_PULL)

  const recipient = `board-${randomUUID().slice(0, 8)}@fund.example`
  const form = page.getByRole('region', { name: 'New workflow' })
  await form.getByLabel('Name').fill('Board updates')
  await form.getByLabel('Recipients').fill(recipient)
  await form.getByRole('button', { name: 'Create workflow' }).click()
  const card = page.getByRole('list', { name: 'Email Workflows' }).getByRole('listitem')
  await expect(card).toContainText('No e-mail sent yet')
  await expect
    .poll(async () => (await member.client.from('capital_readiness_workflows').select('id')).data?.length, {
      timeout: 30_000,
    })
    .toBe(1)

  // Staff publish the member's reports; the scheduler's drain sends what that owes.
  await seedMemberReports(url, member.id)
  const drained = await fetch(`${url}/functions/v1/send-capital-readiness-mail`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${DEFAULT_SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
    body: '{}',
  })
  expect(drained.status).toBe(200)

  await expect(card).toContainText('Last e-mail sent', { timeout: 30_000 })
  const inbox = await fetch(`${url}/auth/v1/dev/inbox?email=${encodeURIComponent(recipient)}`, {
    headers: { apikey: DEFAULT_SERVICE_ROLE_KEY },
  })
  const { messages } = (await inbox.json()) as { messages: { subject: string; link: string }[] }
  expect(messages.map((m) => m.subject).sort()).toEqual([
    'New capital readiness report: A JUL member (Acme Analytics)',
    'New capital readiness report: A JUL member (Acme Analytics)',
  ])
  expect(messages[0]?.link).toBe(`${url}/app/capital-readiness`)
})
