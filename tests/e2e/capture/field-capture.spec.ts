import { randomBytes } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import { expect, type Page, test } from '@playwright/test'
import shared from '../../../playwright.config.ts'
import { CAPTURE_BUCKET } from '../../../sync/public/capture-bucket.ts'
import { startCutProxy } from '../../backend/support/cut-proxy.ts'
import { memberWith, serviceClient } from '../mobile/support.ts'
import { type SignedIn, storeSession } from '../support/session.ts'

// Field capture in the console's Quick Add: photos prepared on the device (≤ 2,560 px, no EXIF), files
// private, a capture's file deleted with it, a memo recovered after its tab died, a photo that opens
// offline after upload. Chromium's fake microphone records for real in this file's browser.
const launch = shared.use?.launchOptions
test.use({
  launchOptions: {
    ...launch,
    args: [...(launch?.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
})

/** A JPEG of `width`×`height` drawn by Chromium itself (noise, so it weighs what a photo weighs). */
async function jpegFromBrowser(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h)
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
      const image = context.createImageData(w, h)
      for (let i = 0; i < image.data.length; i++) image.data[i] = (i * 7919) % 251
      context.putImageData(image, 0, 0)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let text = ''
      for (const byte of bytes) text += String.fromCharCode(byte)
      return btoa(text)
    },
    [width, height] as const,
  )
  return Buffer.from(base64, 'base64')
}

/**
 * The same JPEG as a phone writes it: an APP1 Exif block right after the start marker, whose IFD0
 * points at a GPS IFD holding a latitude (reference 'N').
 */
function withGpsExif(jpeg: Buffer): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4 + 2 + 12 + 4)
  tiff.write('MM', 0, 'ascii')
  tiff.writeUInt16BE(42, 2)
  tiff.writeUInt32BE(8, 4)
  tiff.writeUInt16BE(1, 8) // IFD0: one entry, GPSInfo
  tiff.writeUInt16BE(0x8825, 10)
  tiff.writeUInt16BE(4, 12) // LONG
  tiff.writeUInt32BE(1, 14)
  tiff.writeUInt32BE(26, 18) // offset of the GPS IFD
  tiff.writeUInt32BE(0, 22)
  tiff.writeUInt16BE(1, 26) // GPS IFD: GPSLatitudeRef = 'N'
  tiff.writeUInt16BE(0x0001, 28)
  tiff.writeUInt16BE(2, 30) // ASCII
  tiff.writeUInt32BE(2, 32)
  tiff.write('N\0', 36, 'ascii')
  tiff.writeUInt32BE(0, 40)
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff])
  const app1 = Buffer.alloc(4)
  app1.writeUInt16BE(0xffe1, 0)
  app1.writeUInt16BE(payload.length + 2, 2)
  return Buffer.concat([jpeg.subarray(0, 2), app1, payload, jpeg.subarray(2)])
}

/** Width and height from a JPEG's start-of-frame marker; whether it carries an Exif block. */
function jpegFacts(bytes: Buffer): { width: number; height: number; exif: boolean } {
  let offset = 2
  let exif = false
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset)
    const length = bytes.readUInt16BE(offset + 2)
    if (marker === 0xffe1 && bytes.subarray(offset + 4, offset + 8).toString('binary') === 'Exif') exif = true
    if (marker >= 0xffc0 && marker <= 0xffc2) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7), exif }
    }
    offset += 2 + length
  }
  throw new Error('No start-of-frame marker')
}

/** A PNG of random pixels (they do not compress): `width`×`height`×3 bytes and a little more. */
function noisePng(width: number, height: number): Buffer {
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
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])),
  )
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function openQuickAdd(page: Page, member: SignedIn, origin = '') {
  await storeSession(page, member)
  await page.goto(`${origin}/dashboard?tab=quickadd`)
  const capture = page.getByRole('region', { name: 'Capture' })
  await expect(capture.getByLabel('Note')).toBeVisible({ timeout: 20_000 })
  return capture
}

/** The member's captured files on the server (the file URL's object name), once the row arrived. */
async function storedFile(member: SignedIn, table: 'capture_inbox' | 'media_items', column: string) {
  let url = ''
  await expect
    .poll(
      async () => {
        const { data } = await member.client.from(table).select(column)
        url = ((data?.[0] as Record<string, string | null> | undefined)?.[column] ?? '') as string
        return url
      },
      { timeout: 45_000 },
    )
    .toContain(`/${CAPTURE_BUCKET.id}/${member.id}/`)
  const name = url.split(`/${CAPTURE_BUCKET.id}/`)[1] ?? ''
  let bytes = Buffer.alloc(0)
  await expect
    .poll(
      async () => {
        const { data } = await member.client.storage.from(CAPTURE_BUCKET.id).download(name)
        bytes = data ? Buffer.from(await data.arrayBuffer()) : Buffer.alloc(0)
        return bytes.length
      },
      { timeout: 45_000 },
    )
    .toBeGreaterThan(0)
  return { url, name, bytes }
}

test('a 4000×3000 photo with GPS is stored at most 2,560 px wide without EXIF, private, and opens offline after upload', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const member = await memberWith(baseURL ?? '', null, { desktopPro: true, prefix: 'field' })
  const capture = await openQuickAdd(page, member)
  const original = withGpsExif(await jpegFromBrowser(page, 4000, 3000))
  expect(jpegFacts(original)).toEqual({ width: 4000, height: 3000, exif: true })

  await capture
    .getByLabel('Choose Photo')
    .setInputFiles({ name: 'site.jpg', mimeType: 'image/jpeg', buffer: original })
  await expect(capture.getByRole('img', { name: 'To be saved' })).toBeVisible({ timeout: 20_000 })
  await capture.getByLabel('Note').fill('Site visit')
  await capture.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved to Capture Inbox')).toBeVisible()

  const stored = await storedFile(member, 'capture_inbox', 'file_url')
  expect(jpegFacts(stored.bytes)).toEqual({ width: 2560, height: 1920, exif: false })
  expect(stored.bytes.includes(Buffer.from('GPS'))).toBe(false)
  expect(stored.name).toMatch(new RegExp(`^${member.id}/[0-9a-f]{64}\\.jpg$`))

  // Private: neither the public address nor the row's own address answers without the session.
  const anonymous = await fetch(`${baseURL}/storage/v1/object/public/${CAPTURE_BUCKET.id}/${stored.name}`)
  expect(anonymous.ok).toBe(false)
  expect((await fetch(stored.url)).ok).toBe(false)

  const recent = page.getByRole('list', { name: 'Recent Captures' })
  const item = recent.getByTestId('capture-item').filter({ hasText: 'Site visit' })
  await expect(item).toContainText('On the server', { timeout: 30_000 })
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await context.setOffline(true)
  await page.reload()
  const photo = page.getByRole('list', { name: 'Recent Captures' }).getByRole('img', { name: 'Site visit' })
  await expect(photo).toBeVisible({ timeout: 20_000 })
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2560)
})

test('a 14 MB PNG chosen offline ends on the server within the bucket limit', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const member = await memberWith(baseURL ?? '', null, { desktopPro: true, prefix: 'field-png' })
  const capture = await openQuickAdd(page, member)
  const png = noisePng(2800, 1700)
  expect(png.length).toBeGreaterThan(14 * 1000 * 1000)
  await context.setOffline(true)
  await capture
    .getByLabel('Choose Photo')
    .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: png })
  await expect(capture.getByRole('img', { name: 'To be saved' })).toBeVisible({ timeout: 30_000 })
  await capture.getByLabel('Note').fill('Scanned contract')
  await capture.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved to Capture Inbox')).toBeVisible()
  const item = page.getByRole('list', { name: 'Recent Captures' }).getByTestId('capture-item')
  await expect(item.filter({ hasText: 'Scanned contract' })).toContainText('On this device')
  await context.setOffline(false)

  const stored = await storedFile(member, 'capture_inbox', 'file_url')
  expect(stored.bytes.length).toBeLessThanOrEqual(CAPTURE_BUCKET.fileSizeLimit)
  expect(jpegFacts(stored.bytes)).toMatchObject({ width: 2560, height: 1554 })
  expect((await member.client.from('capture_inbox').select('content')).data).toEqual([
    { content: 'Scanned contract' },
  ])
})

test('deleting a captured photo deletes its file', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const member = await memberWith(baseURL ?? '', null, { desktopPro: true, prefix: 'field-delete' })
  const capture = await openQuickAdd(page, member)
  await capture.getByRole('group', { name: 'Save to' }).getByRole('button', { name: 'Media Library' }).click()
  await capture.getByLabel('Choose Photo').setInputFiles({
    name: 'desk.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegFromBrowser(page, 320, 240),
  })
  await expect(capture.getByRole('img', { name: 'To be saved' })).toBeVisible()
  await capture.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved to Media Library')).toBeVisible()
  const stored = await storedFile(member, 'media_items', 'photo_url')

  await page.getByRole('tab', { name: 'Media' }).click()
  const library = page.getByRole('tabpanel', { name: 'Media' })
  await library
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Item deleted successfully')).toBeVisible()
  const [folder = '', file = ''] = stored.name.split('/')
  await expect
    .poll(
      async () =>
        (
          await serviceClient(baseURL ?? '')
            .storage.from(CAPTURE_BUCKET.id)
            .list(folder, { search: file })
        ).data?.length,
      { timeout: 30_000 },
    )
    .toBe(0)
})

test('a memo whose tab died mid-recording is offered back and saved', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000)
  const member = await memberWith(baseURL ?? '', null, { desktopPro: true, prefix: 'field-memo' })
  await context.grantPermissions(['microphone'])
  const capture = await openQuickAdd(page, member)
  await capture.getByRole('button', { name: 'Record' }).click()
  await expect(capture.getByText(/^Recording \d/)).toBeVisible()
  await page.waitForTimeout(3_500)
  // The tab dies: no Stop, no unload handlers.
  await page.close({ runBeforeUnload: false })

  const again = await context.newPage()
  // A recording untouched for 5 s is no longer being made anywhere.
  await again.waitForTimeout(5_500)
  const revived = await openQuickAdd(again, member)
  await expect(revived.getByText('A voice memo was cut off')).toBeVisible()
  await revived.getByRole('button', { name: 'Keep memo' }).click()
  await expect(revived.getByLabel('Voice note to save')).toBeVisible()
  await revived.getByRole('button', { name: 'Save' }).click()
  await expect(again.getByText('Saved to Capture Inbox')).toBeVisible()

  const stored = await storedFile(member, 'capture_inbox', 'file_url')
  expect(stored.bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3')
  expect(stored.bytes.length).toBeGreaterThan(1_000)
  expect(stored.name).toMatch(/\.webm$/)
})

/** Bytes of the memo the fake microphone below records: 10 MB, in ten timeslices. */
const MEMO_BYTES = 10_000_000

/**
 * A recorder that hands over a 10 MB WebM memo in a second instead of the 40 minutes the fake
 * microphone would need: the microphone is the outside world here; the recorder hook, the capture,
 * the upload lane, TUS and storage are the app's own.
 */
function installTenMegabyteRecorder() {
  const slice = 1_000_000
  const piece = (first: boolean) => {
    const bytes = new Uint8Array(slice)
    for (let at = 0; at < slice; at += 65_536) crypto.getRandomValues(bytes.subarray(at, at + 65_536))
    // WebM's EBML magic, which storage checks against the declared type.
    if (first) bytes.set([0x1a, 0x45, 0xdf, 0xa3])
    return new Blob([bytes], { type: 'audio/webm' })
  }
  class TenMegabyteRecorder {
    static isTypeSupported = (type: string) => type.startsWith('audio/webm')
    mimeType = 'audio/webm'
    state: RecordingState = 'inactive'
    ondataavailable: ((event: { data: Blob }) => void) | null = null
    onstop: (() => void) | null = null
    private sent = 0
    private timer: ReturnType<typeof setInterval> | undefined
    start() {
      this.state = 'recording'
      this.timer = setInterval(() => {
        if (this.sent < 9) this.ondataavailable?.({ data: piece(this.sent++ === 0) })
      }, 50)
    }
    stop() {
      clearInterval(this.timer)
      while (this.sent < 10) this.ondataavailable?.({ data: piece(this.sent++ === 0) })
      this.state = 'inactive'
      this.onstop?.()
    }
  }
  Object.defineProperty(window, 'MediaRecorder', { value: TenMegabyteRecorder })
}

test('a 10 MB voice memo cut at 80 % on a weak link resumes where it stopped, after a reload', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000)
  // The page and its backend behind one link: about 16 Mbit/s for request bodies, dropped once at 80 %.
  const link = await startCutProxy(baseURL ?? '', { bytesPerSecond: 2_000_000 })
  try {
    const member = await memberWith(baseURL ?? '', null, { desktopPro: true, prefix: 'field-resume' })
    await context.grantPermissions(['microphone'])
    await page.addInitScript(installTenMegabyteRecorder)
    const capture = await openQuickAdd(page, member, link.url)
    await capture.getByRole('button', { name: 'Record' }).click()
    await expect(capture.getByText(/^Recording \d/)).toBeVisible()
    await capture.getByRole('button', { name: 'Stop' }).click()
    await expect(capture.getByLabel('Voice note to save')).toBeVisible({ timeout: 20_000 })
    await capture.getByRole('textbox', { name: 'Note' }).fill('Site walk with the landlord')
    const before = link.bodyBytes()
    link.cutAt(before + MEMO_BYTES * 0.8)
    await capture.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved to Capture Inbox')).toBeVisible()

    await expect
      .poll(() => link.bodyBytes() - before, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(MEMO_BYTES * 0.8)
    await page.reload()
    const stored = await storedFile(member, 'capture_inbox', 'file_url')
    expect(stored.bytes.length).toBe(MEMO_BYTES)
    expect(stored.bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3')
    const sent = link.bodyBytes() - before
    expect(sent).toBeLessThanOrEqual(MEMO_BYTES * 1.3)
  } finally {
    await link.close()
  }
})
