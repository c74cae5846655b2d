import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { memberWith, openIn, PHONE } from '../board/support.ts'
import {
  ANGRY,
  daytimeSettings,
  forget,
  HEAVY,
  heard,
  installSpies,
  JURASSIC,
  LIGHT,
} from '../support/audio-spies.ts'
import { heldMessages } from '../support/local-database.ts'
import type { SignedIn } from '../support/session.ts'

// 000 §6: real-time chirp alerts are Pro's. A chirp (an advisor's room message) that reaches a Pro
// phone while /app is open sounds, vibrates and shows a toast, and notifies while the app is in the
// background; a premium phone holds the same message without a sound, a toast or a notification.
// Every member reads the advisor room, so other tests' chirps reach these phones too: each check looks
// for this test's own messages and sounds rather than for nothing else.
test.describe.configure({ timeout: 180_000 })

const ADVISOR_TITLE = 'New message from your advisor'

async function chirp(advisor: SignedIn, content: string, targets: string[] = []) {
  const { error } = await advisor.client.from('yel_room_messages').insert({
    user_id: advisor.id,
    room_type: 'julius',
    content,
    message_type: 'text',
    is_from_advisor: true,
    target_user_ids: targets,
  })
  expect(error).toBeNull()
}

async function openPhone(browser: Parameters<typeof openIn>[0], member: SignedIn) {
  const opened = await openIn(browser, member, '/app/sparks', PHONE)
  await opened.context.addInitScript(installSpies)
  await daytimeSettings(opened.page)
  await opened.page.reload()
  await expect(opened.page.getByText('No sparks yet. Add your first one above.')).toBeVisible({
    timeout: 45_000,
  })
  await forget(opened.page)
  return opened
}

test('a Pro phone is alerted the moment the advisor chirps; a premium phone is not', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const tag = randomUUID().slice(0, 8)
  const [advisor, pro, premium] = await Promise.all([
    memberWith(url, { domain: 'jul.example', prefix: 'chirp-advisor' }),
    memberWith(url, { prefix: 'chirp-pro', mobile: 'pro', profile: { first_name: 'Pia' } }),
    memberWith(url, { prefix: 'chirp-premium', mobile: 'premium', profile: { first_name: 'Pam' } }),
  ])
  const proPhone = await openPhone(browser, pro)
  const premiumPhone = await openPhone(browser, premium)

  const forPia = `Pia, <b>can</b> we talk today? (${tag})`
  await chirp(advisor, forPia, [pro.id])
  await expect
    .poll(async () => (await heard(proPhone.page)).plays, { timeout: 30_000 })
    .toContainEqual({ volume: 0.8, hz: ANGRY })
  expect((await heard(proPhone.page)).vibrations).toContainEqual(HEAVY)
  const toast = proPhone.page.getByRole('listitem').filter({ hasText: forPia })
  await expect(toast).toContainText(ADVISOR_TITLE)
  // Shown while the app is in front: no notification on top of the toast.
  expect((await heard(proPhone.page)).notifications).toEqual([])

  await forget(proPhone.page)
  await proPhone.page.evaluate(() => {
    window.__hidden = true
  })
  const forAll = `Round-up for everyone (${tag})`
  await chirp(advisor, forAll)
  await expect
    .poll(
      async () => (await heard(proPhone.page)).notifications.map(({ title, body }) => ({ title, body })),
      { timeout: 30_000 },
    )
    .toContainEqual({ title: ADVISOR_TITLE, body: forAll })
  expect((await heard(proPhone.page)).plays.length).toBeGreaterThan(0)

  const forPam = `Pam, can we talk today? (${tag})`
  await chirp(advisor, forPam, [premium.id])
  await expect.poll(() => heldMessages(premiumPhone.page, 'julius'), { timeout: 30_000 }).toContain(forPam)
  // A spark after the message: its cue proves the arrivals were looked at, and the chirp made no sound.
  const box = premiumPhone.page.getByLabel('New spark')
  await box.fill(`After the chirp (${tag})`)
  await box.press('Enter')
  await expect
    .poll(async () => (await heard(premiumPhone.page)).plays)
    .toContainEqual({ volume: 0.75, hz: JURASSIC })
  const premiumHeard = await heard(premiumPhone.page)
  expect(premiumHeard.plays).not.toContainEqual({ volume: 0.8, hz: ANGRY })
  expect(premiumHeard.vibrations).toContainEqual(LIGHT)
  expect(premiumHeard.vibrations).not.toContainEqual(HEAVY)
  expect(premiumHeard.notifications).toEqual([])
  await expect(premiumPhone.page.getByText(ADVISOR_TITLE)).toHaveCount(0)

  await proPhone.context.close()
  await premiumPhone.context.close()
})
