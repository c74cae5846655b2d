import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { memberWith } from '../mobile/support.ts'
import { openConsole, openTab } from './support.ts'

test.describe.configure({ timeout: 90_000 })

const TITLES = [
  'Strategia: Łódź i Wrocław',
  'Přehled řešení pro Brno',
  'Şirket değerlemesi İstanbul',
  'Στρατηγική για την Αθήνα',
  '東京の投資家との会議',
]

test('the PDF summary keeps every character: pdftotext reads back Polish, Czech, Turkish, Greek and Japanese', async ({
  browser,
  baseURL,
}) => {
  const member = await memberWith(baseURL ?? '', null, { desktopPro: true, prefix: 'unicode' })
  for (const [index, title] of TITLES.entries()) {
    const { error } = await member.client.from('sessions').insert({
      user_id: member.id,
      title,
      session_type: 'strategy',
      status: 'completed',
      start_time: new Date(Date.UTC(2026, 9, 1 + index, 9)).toISOString(),
    })
    expect(error).toBeNull()
  }
  const { context, page } = await openConsole(browser, baseURL ?? '', member)
  await openTab(page, 'Export')
  await expect(page.getByTestId('dataset').first()).toBeVisible({ timeout: 30_000 })
  const started = page.waitForEvent('download')
  await page.getByRole('button', { name: 'PDF summary' }).click()
  const file = await started
  expect(file.suggestedFilename()).toMatch(/^jul-summary-\d{4}-\d{2}-\d{2}\.pdf$/)
  const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', (await file.path()) ?? '', '-'])
  for (const title of TITLES) expect(stdout).toContain(title)
  expect(stdout).not.toMatch(/\?{2,}/)
  await context.close()
})
