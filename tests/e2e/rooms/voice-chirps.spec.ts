import { randomUUID } from 'node:crypto'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { memberWith, openIn, waitForQueueDrained } from '../board/support.ts'

// 000 §6 voice chirps from the advisor (Pro): staff attach a voice note to an advisor message; it goes
// up the upload lane with its row; a Pro member plays it, a premium member reads the words and the lock.
test.describe.configure({ timeout: 150_000 })
const FIRST_PULL = { timeout: 45_000 }

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
/** The innermost part of a room that holds `words`: this test's message, whatever other tests posted. */
const messageWith = (room: Locator, words: string) => room.locator('div').filter({ hasText: words }).last()
const WEBM_HEAD = [0x1a, 0x45, 0xdf, 0xa3]

test('a voice chirp plays for a Pro member and shows the Pro lock to a premium member', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const tag = randomUUID().slice(0, 8)
  const [advisor, pro, premium] = await Promise.all([
    memberWith(url, { domain: 'jul.example', prefix: 'voice-advisor' }),
    memberWith(url, { prefix: 'voice-pro', mobile: 'pro' }),
    memberWith(url, { prefix: 'voice-premium', mobile: 'premium' }),
  ])
  const staff = await openIn(browser, advisor, '/dashboard?tab=yelroom')
  const admin = staff.page.getByRole('region', { name: 'Advisor admin' })
  await expect(admin).toBeVisible(FIRST_PULL)

  // A file storage would refuse is refused here, with the bucket's types, and nothing is kept.
  const attach = admin.getByLabel('Attach audio file')
  await attach.setInputFiles({ name: 'note.html', mimeType: 'text/html', buffer: Buffer.from('<b>x</b>') })
  await expect(admin.getByRole('alert')).toHaveText('Voice notes must be WebM, MP4, MP3 or Ogg audio')

  const bytes = Buffer.from([...WEBM_HEAD, ...Buffer.from(`voice ${tag}`)])
  await attach.setInputFiles({ name: 'note.webm', mimeType: 'audio/webm', buffer: bytes })
  await expect(admin.getByLabel('Voice note to post')).toBeVisible()
  const words = `<img src=x onerror=alert(1)> Listen before Friday (${tag})`
  await admin.getByRole('textbox', { name: 'Advisor message' }).fill(words)
  await admin.getByRole('button', { name: 'Post as advisor' }).click()
  await expect(staff.page.getByText('Advisor message posted')).toBeVisible()
  await expect(admin.getByLabel('Voice note to post')).toHaveCount(0)
  await waitForQueueDrained(staff.page)

  const [proTab, premiumTab] = await Promise.all([
    openIn(browser, pro, '/dashboard?tab=yelroom'),
    openIn(browser, premium, '/dashboard?tab=yelroom'),
  ])
  const proRoom = panel(proTab.page, 'Julius (Advisor)')
  await expect(proRoom).toContainText(words, FIRST_PULL)
  const player = messageWith(proRoom, words).getByLabel('Voice note from your advisor')
  await expect(player).toBeVisible({ timeout: 20_000 })
  // This device never held the file: a copy on it (a blob: address) came through a signed URL that
  // storage answered with the file (tests/backend/security/voice-chirps.test.ts checks who may sign).
  await expect(player).toHaveAttribute('src', /^blob:/, { timeout: 20_000 })

  const premiumRoom = panel(premiumTab.page, 'Julius (Advisor)')
  await expect(premiumRoom).toContainText(words, FIRST_PULL)
  const premiumMessage = messageWith(premiumRoom, words)
  await expect(premiumMessage).toContainText('Pro subscription required')
  await expect(premiumMessage.getByLabel('Voice note from your advisor')).toHaveCount(0)
  // Shown as text: no element was made of the words.
  await expect(premiumRoom.locator('img[src="x"]')).toHaveCount(0)

  for (const tab of [staff, proTab, premiumTab]) await tab.context.close()
})
