import { expect, test } from '@playwright/test'
import { memberWith } from '../board/support.ts'
import { SEED } from '../support/session.ts'
import {
  FIRST_PULL_TIMEOUT,
  navigateInApp,
  openConsole,
  seedSessionId,
  seriousA11yViolations,
  shared,
} from './support.ts'

// The console engineer's phone screens at 390 px (002 §2.3, §2.5): the pro seed account's own sessions and
// agreements read only, and a new member's note linked to their board.

test.use({ viewport: { width: 390, height: 844 } })
test.describe.configure({ timeout: 90_000 })

test.describe('the pro member', () => {
  test.describe.configure({ mode: 'serial' })
  const open = shared(SEED.pro, '/app/julboard')

  test("the recap shows a session's summary, notes and recording, and leaves for the list when it is gone", async () => {
    const { page, member: signedIn } = open()
    await navigateInApp(page, `/app/sessions/${seedSessionId(signedIn.id, 2)}`)
    const recap = page.getByRole('article', { name: 'Fundraising plan review' })
    await expect(recap).toBeVisible({ timeout: FIRST_PULL_TIMEOUT })
    await expect(page.getByRole('link', { name: 'Back to Sessions' })).toHaveAttribute(
      'href',
      '/app/home?view=sessions',
    )
    await expect(recap.getByText('completed', { exact: true })).toBeVisible()
    await expect(recap.getByText('Fundraising', { exact: true })).toBeVisible()
    await expect(recap.getByText('Seed extension first, Series A in Q3.')).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])

    await recap.getByRole('tab', { name: 'Session Notes (2)' }).click()
    await expect(recap.getByTestId('session-note')).toHaveCount(2)
    await expect(
      recap.getByTestId('session-note').first().getByRole('button', { name: 'Link to Board' }),
    ).toBeVisible()
    await recap.getByRole('tab', { name: 'Recording' }).click()
    await expect(recap.getByRole('link', { name: 'View Recording' })).toHaveAttribute(
      'href',
      'https://drive.google.com/file/d/demo-recording-2/view',
    )

    await navigateInApp(page, `/app/sessions/${seedSessionId(signedIn.id, 3)}`)
    const operations = page.getByRole('article', { name: 'Operations deep-dive' })
    await expect(operations.getByText('Hiring plan agreed: two engineers and a finance lead.')).toBeVisible()
    await operations.getByRole('tab', { name: 'Recording' }).click()
    await expect(operations.getByText('No Recording Available')).toBeVisible()

    await navigateInApp(page, `/app/sessions/${seedSessionId(signedIn.id, 5)}`)
    await expect(
      page.getByRole('article', { name: 'Board preparation' }).getByText('No session summary available'),
    ).toBeVisible()

    await navigateInApp(page, '/app/sessions/00000000-0000-4000-8000-00000000beef')
    await expect(page.getByText('Session not found')).toBeVisible()
    await expect(page).toHaveURL(/\/app\/home\?view=sessions$/)
  })

  test("the Board → Agreements sub-tab filters the member's own agreements: all, draft, active, agreed", async () => {
    const { page } = open()
    await navigateInApp(page, '/app/julboard')
    await page.getByRole('tab', { name: 'Agreements' }).click({ timeout: FIRST_PULL_TIMEOUT })
    const agreements = page.getByTestId('agreement')
    await expect(agreements).toHaveCount(6, { timeout: FIRST_PULL_TIMEOUT })
    const filter = page.getByRole('group', { name: 'Filter agreements' })
    await filter.getByRole('button', { name: 'Draft' }).click()
    await expect(agreements).toHaveText([/Data room checklist/])
    await filter.getByRole('button', { name: 'Active' }).click()
    await expect(agreements).toHaveCount(3)
    await filter.getByRole('button', { name: 'Agreed' }).click()
    await expect(agreements).toHaveCount(2)
    await expect(agreements.filter({ hasText: 'Strategy session deliverables' })).toContainText('Agreed')
  })
})

test('a session note is linked to a board card of the member', async ({ browser, baseURL }) => {
  // Adding a board card needs board edit rights (premium+).
  const member = await memberWith(baseURL ?? '', { prefix: 'recap', mobile: 'premium' })
  const { data: session } = await member.client
    .from('sessions')
    .insert({
      user_id: member.id,
      title: 'Hiring review',
      start_time: new Date().toISOString(),
      status: 'completed',
    })
    .select('id')
    .single()
  const { data: note } = await member.client
    .from('session_notes')
    .insert({
      user_id: member.id,
      session_id: session?.id,
      content: 'Hire a finance lead in Q1',
      content_type: 'text',
    })
    .select('id')
    .single()
  const { data: card } = await member.client
    .from('julboard_tasks')
    .insert({
      user_id: member.id,
      title: 'Finance lead hire',
      description: 'Own the model',
      status: 'backlog',
      priority: 'high',
    })
    .select('id')
    .single()

  const { page, context } = await openConsole(browser, baseURL ?? '', member, `/app/sessions/${session?.id}`)
  await page.getByRole('tab', { name: 'Session Notes (1)' }).click({ timeout: FIRST_PULL_TIMEOUT })
  await page.getByRole('button', { name: 'Link to Board' }).click()
  const picker = page.getByRole('dialog', { name: 'Link to Board' })
  await picker.getByLabel('Search cards').fill('FINANCE')
  await picker.getByRole('button', { name: /Finance lead hire/ }).click()
  await expect(page.getByText('Linked to: Finance lead hire')).toBeVisible()
  await expect(page.getByText('Linked to board', { exact: true })).toBeVisible()
  await expect
    .poll(
      async () =>
        (
          await member.client
            .from('board_assignments')
            .select('source_type, source_id, target_type, target_id')
        ).data,
    )
    .toEqual([
      {
        source_type: 'session_notes',
        source_id: note?.id,
        target_type: 'julboard_task',
        target_id: card?.id,
      },
    ])
  await context.close()
})
