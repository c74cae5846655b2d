import { expect, type Page, test } from '@playwright/test'
import { SYNC_TAG } from '../../../sw/protocol.ts'
import { CAPTURE_BUCKET } from '../../../sync/public/capture-bucket.ts'
import { memberWith } from '../mobile/support.ts'
import { backgroundSyncTags, serviceWorkerRegistration } from '../support/service-worker.ts'
import { type SignedIn, storeSession } from '../support/session.ts'

// Background Sync on Chromium: a photo captured offline reaches storage through the service worker
// after its tab was closed, and the tab opened later sends its row without uploading the file again.

async function openQuickAdd(page: Page, member: SignedIn) {
  await storeSession(page, member)
  await page.goto('/dashboard?tab=quickadd')
  const capture = page.getByRole('region', { name: 'Capture' })
  await expect(capture.getByLabel('Note')).toBeVisible({ timeout: 20_000 })
  return capture
}

/** A small JPEG drawn by Chromium (noise, so storage gets real bytes). */
async function jpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(800, 600)
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    const image = context.createImageData(800, 600)
    for (let i = 0; i < image.data.length; i++) image.data[i] = (i * 7919) % 251
    context.putImageData(image, 0, 0)
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg' })).arrayBuffer())
    let text = ''
    for (const byte of bytes) text += String.fromCharCode(byte)
    return btoa(text)
  })
  return Buffer.from(base64, 'base64')
}

const objectsOf = async (member: SignedIn) =>
  ((await member.client.storage.from(CAPTURE_BUCKET.id).list(member.id)).data ?? []).map((o) => o.name)

test('a photo captured offline is uploaded by the service worker with no tab open, and not again by the next tab', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const origin = new URL(baseURL ?? '').origin
  const member = await memberWith(origin, null, { desktopPro: true, prefix: 'bg-upload' })
  const capture = await openQuickAdd(page, member)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // DevTools stays attached through a tab that is no window of the app, so none is open at the sync.
  const bystander = await context.newPage()
  const cdp = await context.newCDPSession(bystander)
  const registrationId = await serviceWorkerRegistration(cdp, origin)

  const photo = await jpeg(page)
  await context.setOffline(true)
  await capture
    .getByLabel('Choose Photo')
    .setInputFiles({ name: 'meter.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(capture.getByRole('img', { name: 'To be saved' })).toBeVisible({ timeout: 20_000 })
  await capture.getByLabel('Note').fill('Meter reading')
  await capture.getByRole('button', { name: 'Save' }).click()
  const item = page.getByRole('list', { name: 'Recent Captures' }).getByTestId('capture-item')
  await expect(item.filter({ hasText: 'Meter reading' })).toContainText('On this device')
  await expect.poll(() => backgroundSyncTags(page)).toContain(SYNC_TAG)
  await page.close()
  await context.setOffline(false)

  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId,
    tag: SYNC_TAG,
    lastChance: false,
  })
  await expect
    .poll(() => objectsOf(member), { timeout: 45_000 })
    .toEqual([expect.stringMatching(/^[0-9a-f]{64}\.jpg$/)])
  const [object] = await objectsOf(member)
  // Files only: the capture's row goes with the next tab's sync engine.
  expect((await member.client.from('capture_inbox').select('id')).data).toEqual([])

  const reopened = await context.newPage()
  const uploads: string[] = []
  const pushes: string[] = []
  reopened.on('request', (request) => {
    if (request.url().includes('/storage/v1/upload/resumable'))
      uploads.push(`${request.method()} ${request.url()}`)
    if (request.url().includes('/rpc/sync_push')) pushes.push(request.url())
  })
  await openQuickAdd(reopened, member)
  await expect
    .poll(async () => (await member.client.from('capture_inbox').select('content, file_url')).data, {
      timeout: 45_000,
    })
    .toEqual([{ content: 'Meter reading', file_url: expect.stringContaining(`/${member.id}/${object}`) }])
  const reopenedItem = reopened.getByRole('list', { name: 'Recent Captures' }).getByTestId('capture-item')
  await expect(reopenedItem.filter({ hasText: 'Meter reading' })).toContainText('On the server')
  // The tab's own requests are seen (its row went), and none of them uploads.
  expect(pushes.length).toBeGreaterThan(0)
  expect(uploads).toEqual([])
  expect(await objectsOf(member)).toEqual([object])
})
