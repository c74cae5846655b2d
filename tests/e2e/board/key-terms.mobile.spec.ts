import { expect, test } from '@playwright/test'
import { memberWith, openIn, PHONE, serviceClient } from './support.ts'

// A fresh member's first pull brings every table; on a shared machine that takes a while.
test.describe.configure({ timeout: 120_000 })
const FIRST_PULL = { timeout: 45_000 }

async function proposalFor(baseURL: string, userId: string) {
  const { error } = await serviceClient(baseURL).from('console_proposals').insert({
    user_id: userId,
    title: 'Fractional CFO retainer',
    status: 'draft',
    description: 'Retainer of €4,500 a month for 6 months, plus 1.5% equity.',
  })
  expect(error).toBeNull()
}

for (const { tier, digest } of [
  { tier: 'pro', digest: true },
  { tier: 'premium', digest: false },
] as const) {
  test(`a ${tier} member ${digest ? 'opens' : 'gets no'} digest key terms on an agreement`, async ({
    browser,
    baseURL,
  }) => {
    const url = baseURL ?? ''
    const member = await memberWith(url, { mobile: tier, prefix: `key-terms-${tier}` })
    await proposalFor(url, member.id)
    const { context, page } = await openIn(browser, member, '/app/julboard', PHONE)
    await expect(page.getByRole('region', { name: 'Metrics snapshot' })).toBeVisible(FIRST_PULL)
    await page.getByRole('tab', { name: 'Agreements' }).click()
    const agreement = page.getByTestId('agreement').filter({ hasText: 'Fractional CFO retainer' })
    await expect(agreement).toBeVisible(FIRST_PULL)
    const summary = agreement.getByText('Digest key terms')
    if (!digest) {
      await expect(summary).toHaveCount(0)
    } else {
      await summary.click()
      const terms: [string, string][] = [
        ['Amount', '€4,500'],
        ['Percentage', '1.5%'],
        ['Duration', '6 months'],
      ]
      for (const [label, value] of terms) {
        await expect(agreement.locator('dt', { hasText: label })).toBeVisible()
        await expect(agreement.locator('dd', { hasText: value })).toBeVisible()
      }
    }
    await context.close()
  })
}
