import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { newMember, type SignedIn, storeSession } from '../support/session.ts'
import {
  countOscillators,
  expectAccessible,
  openConsoleTab,
  serverRows,
  waitForOfflineReady,
} from './support.ts'

// One member and one page for the file: each test goes on from where the previous one left off.
// A loaded machine (the whole suite at once) needs more than the default 30 s per test.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

let context: BrowserContext
let page: Page
let member: SignedIn
let oscillators: () => Promise<number>

test.beforeAll(async ({ browser, baseURL }) => {
  member = await newMember(baseURL ?? '', 'settings')
  context = await browser.newContext({ baseURL: baseURL ?? '' })
  page = await context.newPage()
  await storeSession(page, member)
  oscillators = await countOscillators(page)
  await openConsoleTab(page, 'settings', 'Settings')
})

test.afterAll(async () => {
  await context.close()
})

test('a saved profile reaches profiles and the CRM', async () => {
  const form = page.getByRole('form', { name: 'Profile' })
  await form.getByRole('button', { name: 'Save Profile' }).click()
  await expect(form.getByText('First Name is required')).toBeVisible()
  await form.getByLabel('First Name').fill('Grace')
  await form.getByLabel('Last Name').fill('Hopper')
  await form.getByLabel('Company', { exact: true }).fill('Compilers Ltd')
  await form.getByLabel('Company Website').fill('compilers')
  await form.getByRole('button', { name: 'Save Profile' }).click()
  await expect(form.getByText('Company Website must be a valid URL')).toBeVisible()
  await form.getByLabel('Company Website').fill('https://compilers.example')
  await form.getByLabel('Phone').fill('+1 (555) 010-2030')
  await form.getByRole('button', { name: 'Save Profile' }).click()
  await expect(
    page.getByText('Profile Updated: Your profile has been saved and synced to CRM.'),
  ).toBeVisible()

  await expect
    .poll(
      async () => (await serverRows(member, 'profiles', 'first_name, last_name, company_website, phone'))[0],
      {
        timeout: 15_000,
      },
    )
    .toEqual({
      first_name: 'Grace',
      last_name: 'Hopper',
      company_website: 'https://compilers.example',
      phone: '+1 (555) 010-2030',
    })
  expect(await serverRows(member, 'crm_contacts', 'email, full_name, company')).toEqual([
    { email: member.email, full_name: 'Grace Hopper', company: 'Compilers Ltd' },
  ])
})

test('an interaction is logged into crm_interactions and the CRM', async () => {
  await page.getByRole('tab', { name: 'Log Interaction' }).click()
  const form = page.getByRole('form', { name: 'Log Interaction' })
  await expect(form.getByLabel('Date/Time')).not.toHaveValue('')
  await form.getByRole('button', { name: 'Log Interaction' }).click()
  await expect(form.getByText('Contact Email is required')).toBeVisible()
  await form.getByLabel('Type').selectOption('Advisory Session')
  await form.getByLabel('Contact Email').fill('ada@engines.example')
  await form.getByLabel('Subject').fill('Quarterly review')
  await form.getByRole('button', { name: 'Log Interaction' }).click()
  await expect(page.getByText('Success: Interaction logged and synced to CRM')).toBeVisible()

  const [row] = await serverRows(
    member,
    'crm_interactions',
    'interaction_type, interaction_subject, contact_id',
  )
  expect(row).toMatchObject({ interaction_type: 'Advisory Session', interaction_subject: 'Quarterly review' })
  const contacts = await serverRows(member, 'crm_contacts', 'id, email')
  expect(contacts.find((contact) => contact.id === row?.contact_id)?.email).toBe('ada@engines.example')
  // Sync brings it back to the device's list.
  await expect(
    page.getByRole('region', { name: 'Recent interactions' }).getByText('Quarterly review'),
  ).toBeVisible({
    timeout: 15_000,
  })
})

test('audio settings play their sound and survive a reload', async () => {
  const mentions = page.getByRole('region', { name: 'Mentions' })
  const volume = mentions.getByRole('slider', { name: 'Mentions: Volume' })
  await expect(volume).toHaveValue('80')
  await volume.focus()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(volume).toHaveValue('70')
  await mentions.getByLabel('Mentions: Sound').selectOption('spark')
  await page.getByRole('switch', { name: 'Quiet Hours' }).click()
  const before = await oscillators()
  await mentions.getByRole('button', { name: 'Preview Mentions' }).click()
  await expect.poll(oscillators).toBeGreaterThan(before)

  await page.reload()
  await expect(page.getByRole('slider', { name: 'Mentions: Volume' })).toHaveValue('70', { timeout: 20_000 })
  await expect(page.getByLabel('Mentions: Sound')).toHaveValue('spark')
  await expect(page.getByRole('switch', { name: 'Quiet Hours' })).toHaveAttribute('aria-checked', 'false')
  await expect(page.getByRole('slider', { name: 'Chat messages: Volume' })).toHaveValue('70')
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('jul-audio-settings') ?? '{}'))
  expect(stored).toMatchObject({ quietHours: false, mentions: { volume: 70, sound: 'spark' } })
  await expectAccessible(page, 'main')
})

test('settings and /app/settings open offline after one visit, and an interaction logged offline reaches the CRM', async () => {
  await page.goto('/app/settings')
  await expect(page.getByRole('heading', { name: 'App Settings', level: 1 })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Grace Hopper')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expectAccessible(page)
  await waitForOfflineReady(page)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'App Settings' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Grace Hopper')).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Quiet Hours' })).toHaveAttribute('aria-checked', 'false')

  await openConsoleTab(page, 'settings', 'Settings')
  await expect(page.getByLabel('First Name')).toHaveValue('Grace')
  await page.getByRole('tab', { name: 'Log Interaction' }).click()
  const form = page.getByRole('form', { name: 'Log Interaction' })
  await form.getByLabel('Contact Email').fill('offline@engines.example')
  await form.getByLabel('Subject').fill('Field visit')
  await form.getByRole('button', { name: 'Log Interaction' }).click()
  await expect(page.getByText('It will be logged and synced to CRM when you are back online.')).toBeVisible()
  const recent = page.getByRole('region', { name: 'Recent interactions' })
  await expect(recent.getByText('Field visit')).toBeVisible()
  await expect(recent.getByText('Waiting to sync to CRM')).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByText('Success: Interaction logged and synced to CRM')).toBeVisible({
    timeout: 20_000,
  })
  await expect(recent.getByText('Waiting to sync to CRM')).toHaveCount(0)
  const subjects = (await serverRows(member, 'crm_interactions', 'interaction_subject')).map(
    (r) => r.interaction_subject,
  )
  expect(subjects.sort()).toEqual(['Field visit', 'Quarterly review'])
})
