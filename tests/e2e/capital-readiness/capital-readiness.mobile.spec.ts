import { expect, test } from '@playwright/test'
import { expectAccessible, memberWith, openApp } from '../mobile/support.ts'
import { seedMemberReports, withCapitalReadinessFlag } from './support.ts'

// A fresh member's first pull brings every table; on a shared machine that takes a while.
test.describe.configure({ timeout: 120_000 })
const FIRST_PULL = { timeout: 45_000 }

test("the beta report shows the member's latest published report, never a draft", async ({
  page,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, null, { prefix: 'readiness' })
  await seedMemberReports(url, member.id)
  await withCapitalReadinessFlag(page)
  await openApp(page, member, '/app/capital-readiness')

  await expect(page.getByRole('heading', { level: 1, name: 'Capital Readiness Report' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Readiness review June' })).toBeVisible(FIRST_PULL)
  const score = page.getByRole('region', { name: 'Readiness score' })
  await expect(score).toContainText('64')
  await expect(score).toContainText('Work to do before raising')
  await expect(page.getByRole('progressbar', { name: 'Team: 78 out of 100' })).toBeVisible()
  await expect(page.getByText('A CFO joined in May.')).toBeVisible()
  await expect(page.getByText('Unpublished draft')).toHaveCount(0)
  await expectAccessible(page)

  await page
    .getByRole('navigation', { name: 'Capital readiness' })
    .getByRole('link', { name: 'Analytics' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Readiness Analytics' })).toBeVisible()
})
