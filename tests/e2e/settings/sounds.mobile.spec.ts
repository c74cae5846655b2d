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

// The phone (002 §3): a spark and a mention sound and vibrate; no desktop notification (push covers a
// phone in the background). Spies of tests/e2e/support/audio-spies.ts.
test.describe.configure({ timeout: 150_000 })

test('a new spark and a mention sound and vibrate on the phone; a hidden phone shows no desktop notification', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const tag = randomUUID().slice(0, 8)
  const [advisor, member] = await Promise.all([
    memberWith(url, { domain: 'jul.example', prefix: 'sound-advisor' }),
    memberWith(url, { prefix: 'sound-phone', mobile: 'premium', profile: { first_name: 'Pia' } }),
  ])
  const { context, page } = await openIn(browser, member, '/app/sparks', PHONE)
  await context.addInitScript(installSpies)
  await daytimeSettings(page)
  await page.reload()
  const box = page.getByLabel('New spark')
  await expect(box).toBeVisible({ timeout: 45_000 })
  await expect(page.getByText('No sparks yet. Add your first one above.')).toBeVisible({ timeout: 45_000 })
  await forget(page)

  await box.fill(`Raise in spring (${tag})`)
  await box.press('Enter')
  await expect(page.getByTestId('spark')).toHaveCount(1)
  await expect.poll(async () => (await heard(page)).plays).toEqual([{ volume: 0.75, hz: JURASSIC }])
  expect((await heard(page)).vibrations).toEqual([LIGHT])

  await forget(page)
  await page.evaluate(() => {
    window.__hidden = true
  })
  const { error } = await advisor.client.from('yel_room_messages').insert({
    user_id: advisor.id,
    room_type: 'julius',
    content: `Pia, can we talk today? (${tag})`,
    message_type: 'text',
    is_from_advisor: true,
    target_user_ids: [member.id],
  })
  expect(error).toBeNull()
  await expect
    .poll(async () => (await heard(page)).plays, { timeout: 30_000 })
    .toEqual([{ volume: 0.8, hz: ANGRY }])
  expect((await heard(page)).vibrations).toEqual([HEAVY])
  expect((await heard(page)).notifications).toEqual([])
  await context.close()
})
