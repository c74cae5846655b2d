import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { memberWith, openIn } from '../board/support.ts'
import {
  ANGRY,
  CRICKET,
  daytimeSettings,
  forget,
  GENTLE,
  HEAVY,
  HONK,
  heard,
  installSpies,
  JURASSIC,
  LIGHT,
  MEDIUM,
} from '../support/audio-spies.ts'

// Sounds, vibrations and desktop notifications in the console, observed through the spies of
// tests/e2e/support/audio-spies.ts.

test.describe.configure({ timeout: 150_000 })
const FIRST_PULL = { timeout: 45_000 }

test('messages, a mention and a spark sound and vibrate as set; a background message shows a notification that closes after 5 s', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const tag = randomUUID().slice(0, 8)
  const [advisor, member] = await Promise.all([
    memberWith(url, { domain: 'jul.example', prefix: 'sound-advisor' }),
    memberWith(url, {
      prefix: 'sound',
      desktop: 'desktop_pro',
      mobile: 'pro',
      profile: { first_name: 'Sia' },
    }),
  ])
  const { context, page } = await openIn(browser, member, '/dashboard?tab=yelroom')
  await context.addInitScript(installSpies)
  await daytimeSettings(page)
  await page.reload()
  const julius = page.getByRole('region', { name: 'Julius (Advisor)', exact: true })
  await expect(julius).toContainText('Welcome to the YEL Room.', FIRST_PULL)
  await page.waitForTimeout(1_000)
  await forget(page)

  const post = async (content: string, targets: string[] = []) => {
    const { error } = await advisor.client.from('yel_room_messages').insert({
      user_id: advisor.id,
      room_type: 'julius',
      content,
      message_type: 'text',
      is_from_advisor: true,
      target_user_ids: targets,
    })
    expect(error).toBeNull()
    await expect(julius).toContainText(content, { timeout: 20_000 })
  }

  await post(`Your deck is ready for review (${tag})`)
  await expect.poll(async () => (await heard(page)).plays).toEqual([{ volume: 0.7, hz: GENTLE }])
  expect((await heard(page)).vibrations).toEqual([LIGHT])
  expect((await heard(page)).notifications).toEqual([])

  await forget(page)
  await post(`Sia, one question for you (${tag})`, [member.id])
  await expect.poll(async () => (await heard(page)).plays).toEqual([{ volume: 0.8, hz: ANGRY }])
  expect((await heard(page)).vibrations).toEqual([HEAVY])

  await forget(page)
  const { error } = await member.client.from('sparks').insert({
    user_id: member.id,
    spark_type: 'manual',
    content: `A spark from the phone (${tag})`,
    source_type: 'manual',
    metadata: {},
  })
  expect(error).toBeNull()
  await expect
    .poll(async () => (await heard(page)).plays, { timeout: 20_000 })
    .toEqual([{ volume: 0.75, hz: JURASSIC }])

  // The console in the background: the message also shows as a desktop notification, for 5 s.
  await forget(page)
  await page.evaluate(() => {
    window.__hidden = true
  })
  await post(`While you were away (${tag})`)
  await expect.poll(async () => (await heard(page)).notifications.length).toBe(1)
  const [shown] = (await heard(page)).notifications
  expect(shown).toMatchObject({
    title: 'New message from your advisor',
    body: `While you were away (${tag})`,
  })
  await expect
    .poll(async () => (await heard(page)).notifications[0]?.closedAt ?? null, { timeout: 10_000 })
    .not.toBeNull()
  const [closed] = (await heard(page)).notifications
  expect((closed?.closedAt ?? 0) - (closed?.shownAt ?? 0)).toBeGreaterThanOrEqual(4_900)

  // The master switches: chirps off is silent, haptic feedback off does not vibrate.
  await page.evaluate(() => {
    window.__hidden = false
  })
  await daytimeSettings(page, { chirpsEnabled: false, hapticFeedback: false })
  await forget(page)
  await post(`Quiet please (${tag})`)
  await page.waitForTimeout(1_500)
  expect(await heard(page)).toEqual({ plays: [], vibrations: [], notifications: [] })
  await context.close()
})

test('recording start and end, and a saved capture, play their sounds in Quick Add', async ({
  browser,
  baseURL,
}) => {
  const member = await memberWith(baseURL ?? '', { prefix: 'sound-capture', desktop: 'desktop_pro' })
  const { context, page } = await openIn(browser, member, '/dashboard?tab=quickadd', {
    permissions: ['microphone'],
  })
  await context.addInitScript(installSpies)
  await daytimeSettings(page)
  await page.reload()
  const capture = page.getByRole('region', { name: 'Capture' })
  await expect(capture.getByLabel('Note')).toBeVisible({ timeout: 20_000 })
  await forget(page)

  // Without a microphone the console records its simulated 3 s memo (001 §9): it starts and ends all the same.
  await capture.getByRole('button', { name: 'Record' }).click()
  await expect.poll(async () => (await heard(page)).plays).toEqual([{ volume: 0.6, hz: CRICKET }])
  await expect
    .poll(async () => (await heard(page)).plays, { timeout: 10_000 })
    .toEqual([
      { volume: 0.6, hz: CRICKET },
      { volume: 0.6, hz: HONK },
    ])
  expect((await heard(page)).vibrations).toEqual([MEDIUM, MEDIUM])

  await forget(page)
  await capture.getByLabel('Note').fill('Call the lead investor')
  await capture.getByRole('button', { name: 'Save' }).click()
  await expect.poll(async () => (await heard(page)).plays).toEqual([{ volume: 0.65, hz: JURASSIC }])
  expect((await heard(page)).vibrations).toEqual([MEDIUM])
  await context.close()
})
