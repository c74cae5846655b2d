import { expect, test } from '@playwright/test'
import { invokeFromPage } from '../checkout/support.ts'
import { newMember } from '../support/session.ts'
import { FIRST_PULL_TIMEOUT, openConsole } from './support.ts'

// 'Generate report' end to end for a Pro member of their own (001 §2, §7): without a drive recording
// the report is written from the session's own notes by generate-session-report, stored in
// session_reports, and the session's notes carry the marker, so its label becomes Report Generated.

test('a Pro member generates a report from a session they took notes in', async ({ browser, baseURL }) => {
  test.setTimeout(90_000)
  const member = await newMember(baseURL ?? '', 'report')
  const start = Date.now() - 3 * 86_400_000
  const { data: created, error } = await member.client
    .from('sessions')
    .insert({
      user_id: member.id,
      title: 'Pricing workshop',
      description: 'Usage-based pricing for pilots.',
      session_type: 'Strategy & Growth',
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + 90 * 60_000).toISOString(),
      status: 'completed',
      notes: 'Agreed to pilot a usage-based tier with two customers.',
    })
    .select('id')
    .single()
  expect(error).toBeNull()

  // Desktop Pro through the local test checkout, as the upgrade button starts it.
  const { page, context } = await openConsole(browser, baseURL ?? '', member, '/dashboard')
  await expect(page.getByRole('tab', { name: /Export/ })).toBeDisabled({ timeout: FIRST_PULL_TIMEOUT })
  const started = await invokeFromPage(page, 'create-console-subscription-checkout', {
    customer_email: member.email,
    success_url: `${baseURL}/console-success`,
    cancel_url: `${baseURL}/console-cancel`,
  })
  await page.goto(String(started.body.url))
  await page.getByRole('button', { name: /^Pay/ }).click()
  await expect(page).toHaveURL(/console-success/)

  await page.goto('/dashboard?tab=sessions')
  const row = page.getByTestId('session').filter({ hasText: 'Pricing workshop' })
  await expect(row.getByText('Completed - No Recording')).toBeVisible({ timeout: FIRST_PULL_TIMEOUT })
  await row.getByRole('button', { name: 'Generate report' }).click()
  await expect(page.getByText('Session report generated')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('dialog', { name: 'Pricing workshop' })).toContainText(/usage-based pricing/i)
  await page.keyboard.press('Escape')
  await expect(row.getByText('Report Generated')).toBeVisible()

  const { data: reports } = await member.client
    .from('session_reports')
    .select('session_id, duration, session_type')
  expect(reports).toEqual([{ session_id: created?.id, duration: 90, session_type: 'Strategy & Growth' }])
  await expect
    .poll(
      async () =>
        (
          await member.client
            .from('sessions')
            .select('notes')
            .eq('id', created?.id ?? '')
        ).data?.[0]?.notes,
    )
    .toMatch(/^AI_REPORT_GENERATED /)
  await context.close()
})
