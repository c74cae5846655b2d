import { expect, type Page, test } from '@playwright/test'
import { DEFAULT_ANON_KEY } from '../../../supabase/local/config.ts'
import { buildWithStamp } from './support/builds.ts'
import { type LocalSupabase, startLocalSupabase } from './support/local-server.ts'
import { openSignedIn, queuedIds, type Session, signIn } from './support/member-queue.ts'
import { PwaPage } from './support/pwa-page.ts'

// 000 §4.6 with a constant stamp: an ordinary deploy (same stamp, new code) keeps the mirror and the
// captures not yet sent; a release with a new stamp resets, and still keeps the queue and its files.
const PORT = 31467
const STAMP = '2026-05-01 09:00'
const NEW_STAMP = '2026-05-02 09:00'

let server: LocalSupabase
let first: string
let deploy: string
let reset: string

test.beforeAll(async () => {
  test.setTimeout(360_000)
  first = buildWithStamp(STAMP, 'first')
  deploy = buildWithStamp(STAMP, 'second')
  reset = buildWithStamp(NEW_STAMP, 'third')
  server = await startLocalSupabase(PORT, first)
})

test.afterAll(async () => {
  await server?.close()
})

test.beforeEach(() => {
  test.slow()
})

/** Rows of a store of the sync database (`jul`), or [] while it does not exist. */
function storeRows(page: Page, store: string): Promise<Record<string, unknown>[]> {
  return page
    .evaluate(
      (name) =>
        new Promise<Record<string, unknown>[]>((resolve, reject) => {
          const open = indexedDB.open('jul')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const request = open.result.transaction(name).objectStore(name).getAll()
            request.onsuccess = () => {
              open.result.close()
              resolve(request.result as Record<string, unknown>[])
            }
            request.onerror = () => reject(request.error)
          }
        }),
      store,
    )
    .catch(() => [])
}

/** A small JPEG drawn by Chromium itself. */
async function photo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(64, 48)
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    context.fillStyle = '#c0392b'
    context.fillRect(0, 0, 64, 48)
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg' })).arrayBuffer())
    let text = ''
    for (const byte of bytes) text += String.fromCharCode(byte)
    return btoa(text)
  })
  return Buffer.from(base64, 'base64')
}

/** Captures a photo with a note in the console's Quick Add while uploads cannot get through. */
async function captureWaitingPhoto(page: Page, note: string): Promise<void> {
  const capture = page.getByRole('region', { name: 'Capture' })
  await expect(capture.getByRole('textbox', { name: 'Note' })).toBeVisible({ timeout: 30_000 })
  await capture.getByLabel('Choose Photo').setInputFiles({
    name: 'site.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(page),
  })
  await expect(capture.getByRole('img', { name: 'To be saved' })).toBeVisible({ timeout: 20_000 })
  await capture.getByRole('textbox', { name: 'Note' }).fill(note)
  await capture.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved to Capture Inbox')).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Recent Captures' }).getByTestId('capture-item').filter({ hasText: note }),
  ).toContainText('On this device')
}

/** The captures the server holds for the member with this note. */
async function serverCaptures(session: Session, note: string): Promise<{ file_url: string | null }[]> {
  const response = await fetch(
    `${server.origin}/rest/v1/capture_inbox?select=file_url&content=eq.${encodeURIComponent(note)}`,
    { headers: { apikey: DEFAULT_ANON_KEY, Authorization: `Bearer ${session.access_token}` } },
  )
  return (await response.json()) as { file_url: string | null }[]
}

/** Reloads onto the build the server serves now through the update prompt. */
async function takeUpdate(page: Page, build: string): Promise<void> {
  await page.reload()
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' })
  await expect(prompt).toBeVisible({ timeout: 60_000 })
  await prompt.getByRole('button', { name: 'Reload' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-build-stamp', build, { timeout: 60_000 })
}

test('an ordinary deploy keeps the mirror and a capture still waiting for its upload, which opens offline', async ({
  page,
  context,
}) => {
  const session = await signIn(server.origin)
  const pwa = new PwaPage(page)
  await openSignedIn(page, server.origin, '/dashboard?tab=quickadd', session)
  await pwa.waitForActiveWorker()
  await expect
    .poll(async () => (await storeRows(page, 'julboard_tasks')).length, { timeout: 60_000 })
    .toBeGreaterThan(0)
  const cards = (await storeRows(page, 'julboard_tasks')).map((row) => row.id).sort()

  // Uploads cannot reach storage: the file waits on the device, and its row waits with it.
  await context.route('**/storage/v1/**', (route) => route.abort('internetdisconnected'))
  await captureWaitingPhoto(page, 'Deploy keeps me')
  const queued = await queuedIds(page)
  expect(queued.length).toBeGreaterThan(0)

  server.serveBuild(deploy)
  await takeUpdate(page, `${STAMP} (second)`)
  expect(await page.evaluate(() => localStorage.getItem('jul-build-stamp'))).toBe(STAMP)
  expect((await storeRows(page, 'julboard_tasks')).map((row) => row.id).sort()).toEqual(cards)
  expect(await queuedIds(page)).toEqual(expect.arrayContaining(queued))
  expect((await storeRows(page, 'attachments')).length).toBeGreaterThan(0)

  await context.setOffline(true)
  await page.goto(`${server.origin}/dashboard?tab=quickadd`)
  const item = page.getByRole('list', { name: 'Recent Captures' }).getByTestId('capture-item')
  await expect(item.filter({ hasText: 'Deploy keeps me' })).toContainText('On this device', {
    timeout: 30_000,
  })
  await expect(
    page.getByRole('list', { name: 'Recent Captures' }).getByRole('img', { name: 'Deploy keeps me' }),
  ).toBeVisible()
  await context.setOffline(false)
  await context.unrouteAll()
})

test('a release with a new stamp resets local data and keeps the queue and its files, which then reach the server', async ({
  page,
  context,
}) => {
  const session = await signIn(server.origin)
  await openSignedIn(page, server.origin, '/dashboard?tab=quickadd', session)
  await new PwaPage(page).waitForActiveWorker()
  await context.route('**/storage/v1/**', (route) => route.abort('internetdisconnected'))
  await captureWaitingPhoto(page, 'Reset keeps me')
  const queued = await queuedIds(page)

  server.serveBuild(reset)
  await takeUpdate(page, `${NEW_STAMP} (third)`)
  expect(await page.evaluate(() => localStorage.getItem('jul-build-stamp'))).toBe(NEW_STAMP)
  await expect.poll(() => queuedIds(page), { timeout: 30_000 }).toEqual(expect.arrayContaining(queued))
  expect(await serverCaptures(session, 'Reset keeps me')).toEqual([])

  await context.unrouteAll()
  // The `online` event sends at once instead of waiting out the backoff of the blocked uploads.
  await context.setOffline(true)
  await context.setOffline(false)
  await expect
    .poll(async () => (await serverCaptures(session, 'Reset keeps me'))[0]?.file_url ?? '', {
      timeout: 60_000,
    })
    .toContain(`/${session.user.id}/`)
  await expect.poll(() => queuedIds(page), { timeout: 30_000 }).toEqual([])
})
