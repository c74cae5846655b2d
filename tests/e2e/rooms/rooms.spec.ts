import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { memberWith, openIn } from '../board/support.ts'

// The first pull of a fresh device brings every table; on a loaded machine that takes a while.
test.describe.configure({ timeout: 120_000 })
const FIRST_PULL = { timeout: 45_000 }

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

test('a targeted advisor message reaches its member live, without a reload, and nobody else', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const tag = randomUUID().slice(0, 8)
  const [advisor, target, bystander] = await Promise.all([
    memberWith(url, {
      domain: 'jul.example',
      prefix: 'advisor',
      profile: { first_name: 'Rita', last_name: 'Advisor' },
    }),
    memberWith(url, { profile: { first_name: 'Alba', last_name: 'Target', company: `Target Co ${tag}` } }),
    memberWith(url, {
      profile: { first_name: 'Bea', last_name: 'Bystander', company: `Bystander Co ${tag}` },
    }),
  ])
  const [targetTab, bystanderTab] = await Promise.all([
    openIn(browser, target, '/dashboard?tab=yelroom'),
    openIn(browser, bystander, '/dashboard?tab=yelroom'),
  ])
  for (const tab of [targetTab, bystanderTab]) {
    await expect(panel(tab.page, 'Julius (Advisor)')).toContainText('Welcome to the YEL Room.', FIRST_PULL)
  }

  const staff = await openIn(browser, advisor, '/dashboard?tab=yelroom')
  const admin = staff.page.getByRole('region', { name: 'Advisor admin' })
  await expect(admin).toBeVisible(FIRST_PULL)
  await admin.getByRole('button', { name: 'Targeted' }).click()
  await admin.getByLabel('Find members by name or company').fill(`target co ${tag}`)
  await admin.getByRole('checkbox', { name: /Alba Target/ }).check()
  await expect(admin.getByRole('list', { name: 'Selected members' })).toContainText('Alba Target')
  const text = `Alba, your board pack looks great (${tag})`
  const box = admin.getByRole('textbox', { name: 'Advisor message' })
  await box.fill(text)
  await box.press('Enter')
  await expect(staff.page.getByText('Advisor message posted')).toBeVisible()

  await expect(panel(targetTab.page, 'Julius (Advisor)')).toContainText(text, { timeout: 20_000 })
  const { data } = await bystander.client.from('yel_room_messages').select('id').eq('content', text)
  expect(data).toEqual([])
  await expect(panel(bystanderTab.page, 'Julius (Advisor)')).not.toContainText(text)
  for (const tab of [targetTab, bystanderTab, staff]) await tab.context.close()
})
