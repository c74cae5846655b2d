import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { appStarted } from '../shell/support.ts'
import { newMember, openAs, SEED } from '../support/session.ts'
import { websiteContext } from './support.ts'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

async function downloadPng(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ])
  const path = await download.path()
  return { name: download.suggestedFilename(), bytes: await readFile(path) }
}

/** A short silent WAV: 44-byte header and 100 samples of 8-bit silence. */
function silentWav(): Buffer {
  const samples = 100
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + samples, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(8000, 24)
  header.writeUInt32LE(8000, 28)
  header.writeUInt16LE(1, 32)
  header.writeUInt16LE(8, 34)
  header.write('data', 36)
  header.writeUInt32LE(samples, 40)
  return Buffer.concat([header, Buffer.alloc(samples, 128)])
}

test('the wallpaper and social-ad generators download PNG images made in the browser', async ({
  browser,
}) => {
  const context = await websiteContext(browser)
  const page = await context.newPage()
  // Both pages are prerendered: a click before the app takes the page over reaches no handler.
  await page.goto('/wallpaper-generator')
  await appStarted(page)
  await page.getByLabel('Your line').fill('Build the thing')
  const wallpaper = await downloadPng(page)
  expect(wallpaper.name).toBe('jul-wallpaper-1170x2532.png')
  expect(wallpaper.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE)
  // A PNG's IHDR carries its size: the download is full resolution, not the preview.
  expect([wallpaper.bytes.readUInt32BE(16), wallpaper.bytes.readUInt32BE(20)]).toEqual([1170, 2532])

  await page.goto('/social-media-ad-generator')
  await appStarted(page)
  await page.getByLabel('Format').selectOption('landscape')
  await page.getByLabel('Headline').fill('Investor ready in four weeks')
  const ad = await downloadPng(page)
  expect(ad.name).toBe('jul-ad-1200x628.png')
  expect([ad.bytes.readUInt32BE(16), ad.bytes.readUInt32BE(20)]).toEqual([1200, 628])
  await context.close()
})

test('staff upload a sound to brand-assets/audio; a member may not', async ({ page, baseURL }) => {
  const name = `e2e-chirp-${randomUUID().slice(0, 8)}.wav`
  await openAs(page, baseURL ?? '', SEED.staff, '/audio-uploader')
  await page.getByLabel('Audio file').setInputFiles({ name, mimeType: 'audio/wav', buffer: silentWav() })
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByText(`${name} uploaded.`)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(name, { exact: true })).toBeVisible()

  const member = await newMember(baseURL ?? '', 'audio')
  const refused = await member.client.storage
    .from('brand-assets')
    .upload(`audio/${name.replace('e2e', 'member')}`, silentWav(), { contentType: 'audio/wav' })
  expect(refused.error).not.toBeNull()
})
