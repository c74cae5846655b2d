import { deflateSync } from 'node:zlib'
import { expect, type Page, test } from '@playwright/test'
import shared from '../../../playwright.config.ts'
import type { SignedIn } from '../support/session.ts'
import { drained, go, memberWith, openApp, tabBar } from './support.ts'

// Chromium's fake microphone (a beep) lets the voice test record for real; this file's browser only.
const launch = shared.use?.launchOptions
test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: {
    ...launch,
    args: [...(launch?.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
})

/** A real PNG (solid colour), generated here so the upload carries an image the browser can show. */
function png(width = 64, height = 48): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7a)])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function quickAdd(page: Page, note: string, destination: string, saved: string) {
  await tabBar(page).getByRole('link', { name: 'Quick Add' }).click()
  await expect(page.getByText(`Save to: ${destination}`)).toBeVisible()
  await page.getByLabel('Note').fill(note)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(saved)).toBeVisible()
}

async function ownCardAndSession(member: SignedIn) {
  const card = await member.client
    .from('julboard_tasks')
    .insert({
      user_id: member.id,
      title: 'Hire a CFO',
      description: 'Shortlist three candidates',
      priority: 'high',
    })
    .select('id')
    .single()
  const session = await member.client
    .from('sessions')
    .insert({
      user_id: member.id,
      title: 'Kick-off session',
      start_time: new Date(Date.now() - 86_400_000).toISOString(),
    })
    .select('id')
    .single()
  if (card.error || session.error) throw new Error(`${card.error?.message} ${session.error?.message}`)
  return { cardId: card.data.id as string, sessionId: session.data.id as string }
}

test('Quick Add saves where the member came from: inbox, media library, the card, the session, or their choice', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const member = await memberWith(baseURL ?? '', 'premium')
  const { cardId, sessionId } = await ownCardAndSession(member)
  await openApp(page, member, '/app/home')
  await expect(page.getByTestId('subscription-card')).toContainText('Premium', { timeout: 20_000 })

  await quickAdd(page, 'From home', 'Capture Inbox', 'Saved to Capture Inbox')
  await go(page, '/app/media')
  await quickAdd(page, 'From the library', 'Media Library', 'Saved to Media Library')
  await go(page, `/app/julboard/card/${cardId}`)
  await quickAdd(page, 'From the card', 'Board card: Hire a CFO', 'Attached to: Hire a CFO')
  await go(page, `/app/sessions/${sessionId}`)
  await quickAdd(page, 'From the session', 'Session notes: Kick-off session', 'Added to: Kick-off session')
  await go(page, '/app/yelroom')
  await tabBar(page).getByRole('link', { name: 'Quick Add' }).click()
  const choice = page.getByRole('group', { name: 'Save to' })
  await choice.getByRole('button', { name: 'Media Library' }).click()
  await page.getByLabel('Note').fill('Chosen')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved to Media Library')).toBeVisible()
  await drained(page)

  const db = member.client
  const inbox = await db.from('capture_inbox').select('content, status, capture_context').order('content')
  expect(inbox.data).toEqual([
    expect.objectContaining({ content: 'From home', status: 'unassigned' }),
    expect.objectContaining({
      content: 'From the card',
      status: 'assigned',
      capture_context: expect.objectContaining({ assigned_to: cardId, cardTitle: 'Hire a CFO' }),
    }),
  ])
  const links = await db.from('board_assignments').select('source_type, target_id')
  expect(links.data).toEqual([{ source_type: 'capture_inbox', target_id: cardId }])
  const notes = await db.from('session_notes').select('session_id, tags, content')
  expect(notes.data).toEqual([{ session_id: sessionId, tags: ['session'], content: 'From the session' }])
  const media = await db.from('media_items').select('type, content').order('content')
  expect(media.data).toEqual([
    { type: 'quick_note', content: 'Chosen' },
    { type: 'quick_note', content: 'From the library' },
  ])
  const detections = await db
    .from('context_detection_log')
    .select('detected_context, accuracy_score, route_path')
  expect(detections.data).toContainEqual({
    detected_context: 'card',
    accuracy_score: 0.95,
    route_path: `/app/julboard/card/${cardId}`,
  })
  expect(detections.data).toContainEqual({
    detected_context: 'session',
    accuracy_score: 0.9,
    route_path: `/app/sessions/${sessionId}`,
  })
})

test('the inbox assigns a capture to a card it finds by description, archives another, then is empty', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const member = await memberWith(baseURL ?? '', 'premium')
  const { cardId } = await ownCardAndSession(member)
  await member.client
    .from('julboard_tasks')
    .insert({ user_id: member.id, title: 'Pricing page', description: null })
  const seeded = await member.client.from('capture_inbox').insert([
    {
      user_id: member.id,
      content: `Candidate ${'notes '.repeat(40)}`,
      content_type: 'text',
      tags: ['hiring'],
      location: 'Madrid',
    },
    { user_id: member.id, content: 'Old reminder', content_type: 'text', tags: [], location: null },
  ])
  expect(seeded.error).toBeNull()
  await openApp(page, member, '/app/inbox')
  const items = page.getByTestId('capture-item')
  await expect(items).toHaveCount(2, { timeout: 20_000 })
  const first = items.filter({ hasText: 'Candidate' })
  await expect(first).toContainText('Madrid')
  await expect(first).toContainText('#hiring')
  expect((await first.locator('p').first().innerText()).length).toBeLessThanOrEqual(151)

  await first.getByRole('button', { name: 'Assign to Board' }).click()
  const picker = page.getByRole('dialog', { name: 'Assign Capture to Board Card' })
  await picker.getByLabel('Search cards').fill('SHORTLIST')
  await expect(picker.getByRole('button')).toHaveCount(2)
  await picker.getByRole('button', { name: /Hire a CFO/ }).click()
  await expect(page.getByText('Item assigned to board card')).toBeVisible()
  await expect(page.getByText('Assigned to: Hire a CFO')).toBeVisible()
  await items.filter({ hasText: 'Old reminder' }).getByRole('button', { name: 'Archive' }).click()
  await expect(page.getByText('Item archived')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Inbox is Empty' })).toBeVisible()
  await drained(page)

  const rows = await member.client
    .from('capture_inbox')
    .select('content, status, capture_context')
    .order('status')
  expect(rows.data?.map((row) => row.status)).toEqual(['archived', 'assigned'])
  expect(rows.data?.[1]?.capture_context).toMatchObject({ assigned_to: cardId })
  const links = await member.client.from('board_assignments').select('source_type, target_type, target_id')
  expect(links.data).toEqual([
    { source_type: 'capture_inbox', target_type: 'julboard_task', target_id: cardId },
  ])
})

test('a photo captured offline survives a reload and uploads with its row after reconnecting', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const member = await memberWith(baseURL ?? '', 'premium')
  await openApp(page, member, '/app/home')
  await expect(page.getByTestId('subscription-card')).toContainText('Premium', { timeout: 20_000 })
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await context.setOffline(true)
  await tabBar(page).getByRole('link', { name: 'Quick Add' }).click()
  await page
    .getByLabel('Choose Photo')
    .setInputFiles({ name: 'whiteboard.png', mimeType: 'image/png', buffer: png() })
  await expect(page.getByRole('img', { name: 'To be saved' })).toBeVisible()
  await page.getByLabel('Note').fill('Whiteboard, offline')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved to Capture Inbox')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: '0 of 1 files uploaded' })).toBeAttached()
  await expect(page.locator('.offline-banner')).toContainText(/\d+ kB of files waiting/)

  await page.goto('/app/inbox')
  await expect(page.getByRole('status', { name: 'JUL is starting' })).toHaveCount(0, { timeout: 15_000 })
  const item = page.getByTestId('capture-item').filter({ hasText: 'Whiteboard, offline' })
  await expect(item).toBeVisible()
  const before = await member.client.from('capture_inbox').select('id')
  expect(before.data).toEqual([])
  await expect(item).toContainText('On this device')
  const photo = item.getByRole('img', { name: 'Whiteboard, offline' })
  await expect(photo).toBeVisible()
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64)
  await tabBar(page).getByRole('link', { name: 'Home' }).click()
  await expect(page.getByTestId('subscription-card')).toContainText('Premium')
  await tabBar(page).getByRole('link', { name: 'Media' }).click()
  await expect(page.getByRole('heading', { name: 'No media yet' })).toBeVisible()
  await go(page, '/app/inbox')
  await expect(item).toBeVisible()

  await context.setOffline(false)
  await drained(page)
  await expect(item).not.toContainText('On this device')
  const { data } = await member.client
    .from('capture_inbox')
    .select('content, content_type, file_url, file_name')
  // Stored as prepared on the device: re-encoded as JPEG, named by the SHA-256 of its bytes.
  expect(data).toEqual([
    expect.objectContaining({
      content: 'Whiteboard, offline',
      content_type: 'photo',
      file_name: expect.stringMatching(/^[0-9a-f]{64}\.jpg$/),
    }),
  ])
  const fileUrl = data?.[0]?.file_url as string
  expect(fileUrl).toContain(`/storage/v1/object/authenticated/quickadd-photos/${member.id}/`)
  // Private: nothing without the member's session, the file itself with it.
  expect((await page.request.get(fileUrl)).ok()).toBe(false)
  const path = fileUrl.split('/quickadd-photos/')[1] ?? ''
  const { data: file } = await member.client.storage.from('quickadd-photos').download(path)
  expect(
    Buffer.from(await (file as Blob).arrayBuffer())
      .subarray(0, 3)
      .toString('hex'),
  ).toBe('ffd8ff')
})

test('a voice note recorded offline survives a reload and lands once with its webm after reconnecting', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const member = await memberWith(baseURL ?? '', 'premium')
  await context.grantPermissions(['microphone'])
  await openApp(page, member, '/app/home')
  await expect(page.getByTestId('subscription-card')).toContainText('Premium', { timeout: 20_000 })
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await context.setOffline(true)
  await tabBar(page).getByRole('link', { name: 'Quick Add' }).click()
  await page.getByRole('button', { name: 'Record' }).click()
  await expect(page.getByText(/^Recording \d/)).toBeVisible()
  await page.waitForTimeout(1_500)
  await page.getByRole('button', { name: 'Stop' }).click()
  await expect(page.getByLabel('Voice note to save')).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved to Capture Inbox')).toBeVisible()

  await page.goto('/app/inbox')
  await expect(page.getByRole('status', { name: 'JUL is starting' })).toHaveCount(0, { timeout: 15_000 })
  const item = page.getByTestId('capture-item').filter({ hasText: '[Voice note]' })
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('On this device')
  expect((await member.client.from('capture_inbox').select('id')).data).toEqual([])

  await context.setOffline(false)
  await drained(page)
  await expect(item).not.toContainText('On this device')
  const { data } = await member.client
    .from('capture_inbox')
    .select('content, content_type, file_url, file_name')
  expect(data).toEqual([
    expect.objectContaining({
      content: '[Voice note]',
      content_type: 'voice',
      file_name: expect.stringMatching(/^[0-9a-f]{64}\.webm$/),
    }),
  ])
  const path = String(data?.[0]?.file_url ?? '').split('/quickadd-photos/')[1] ?? ''
  const { data: file } = await member.client.storage.from('quickadd-photos').download(path)
  // A WebM file starts with the EBML magic number: Chromium records WebM, and it is labelled so.
  expect(
    Buffer.from(await (file as Blob).arrayBuffer())
      .subarray(0, 4)
      .toString('hex'),
  ).toBe('1a45dfa3')
  expect((file as Blob).type).toBe('audio/webm')
})
