import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { memberWith, openIn, PHONE } from '../board/support.ts'

// 000 §6: Pro adds the export toolkit on the phone. /app/settings holds it: a Pro member downloads
// their own rows; a premium member sees the Pro lock and no export.
test.describe.configure({ timeout: 120_000 })
const FIRST_PULL = { timeout: 45_000 }

test('a Pro member exports their data from /app/settings; a premium member sees the Pro lock', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const tag = randomUUID().slice(0, 8)
  const [pro, premium] = await Promise.all([
    memberWith(url, { prefix: 'export-pro', mobile: 'pro' }),
    memberWith(url, { prefix: 'export-premium', mobile: 'premium' }),
  ])
  const title = `Pricing review "${tag}", <b>Q3</b>`
  const { error } = await pro.client.from('sessions').insert({
    user_id: pro.id,
    title,
    session_type: 'strategy',
    status: 'completed',
    start_time: new Date(Date.UTC(2026, 9, 1, 9)).toISOString(),
  })
  expect(error).toBeNull()

  const proPhone = await openIn(browser, pro, '/app/settings', PHONE)
  const toolkit = proPhone.page.getByRole('region', { name: 'Export toolkit' })
  await expect(toolkit.getByTestId('dataset').first()).toBeVisible(FIRST_PULL)
  const started = proPhone.page.waitForEvent('download')
  await toolkit.getByRole('button', { name: 'Export all (JSON)' }).click()
  const file = await started
  expect(file.suggestedFilename()).toMatch(/^jul-export-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = await readFile((await file.path()) ?? '', 'utf8')
  expect(exported).toContain(JSON.stringify(title).slice(1, -1))

  const premiumPhone = await openIn(browser, premium, '/app/settings', PHONE)
  const locked = premiumPhone.page.getByRole('region', { name: 'Export toolkit' })
  await expect(locked.getByRole('heading', { name: 'Pro subscription required' })).toBeVisible(FIRST_PULL)
  await expect(locked.getByRole('link', { name: 'Upgrade Plan' })).toBeVisible()
  await expect(locked.getByRole('button', { name: 'Export all (JSON)' })).toHaveCount(0)

  await proPhone.context.close()
  await premiumPhone.context.close()
})
