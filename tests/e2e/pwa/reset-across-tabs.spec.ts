import { expect, type Page, test } from '@playwright/test'
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from '../../../supabase/local/config.ts'
import { buildWithStamp } from './support/builds.ts'
import { type LocalSupabase, startLocalSupabase } from './support/local-server.ts'
import { openSignedIn, queuedIds, queueSparks, serverSparks, signIn } from './support/member-queue.ts'

const PORT = 31464
const STAMP_A = '2026-05-01 09:00'
const STAMP_B = '2026-05-02 09:30'
const MARK = 'reset-across-tabs'
const SPARK_IDS = ['7c1f0c1e-8d43-4c7a-9a51-2b7f4f5e9d01']
const MEDIA_ID = '7c1f0c1e-8d43-4c7a-9a51-2b7f4f5e9d02'
const NEWER_VERSION_OPEN = 'A newer version of JUL is open in another tab'

let server: LocalSupabase
let buildB: string

test.beforeAll(async () => {
  test.setTimeout(300_000)
  const buildA = buildWithStamp(STAMP_A)
  buildB = buildWithStamp(STAMP_B)
  server = await startLocalSupabase(PORT, buildA)
})

test.afterAll(async () => {
  await server?.close()
})

test.beforeEach(() => {
  test.slow()
})

// No service worker: the second tab must load the new build while the first still runs the old one.
test.use({ serviceWorkers: 'block' })

/** A photo waiting for upload and the media row pointing at it, as the repository writes them. */
function queuePhoto(page: Page, userId: string, path: string): Promise<void> {
  return page.evaluate(
    ({ userId, path, mediaId }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('jul')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction(['attachments', 'pending_sync_data'], 'readwrite')
          tx.objectStore('attachments').add({
            id: 'reset-photo',
            bucket: 'quickadd-photos',
            path,
            blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
            content_type: 'image/jpeg',
            user_id: userId,
            status: 'waiting',
            error: null,
            created_at: Date.now(),
            entry_id: 'entry-reset-photo',
          })
          tx.objectStore('pending_sync_data').add({
            id: 'entry-reset-photo',
            table: 'media_items',
            action: 'insert',
            data: { id: mediaId, user_id: userId, type: 'photo', photo_url: path, tags: [] },
            timestamp: Date.now(),
            row_id: mediaId,
            user_id: userId,
            status: 'pending',
            attempts: 0,
            error: null,
          })
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    { userId, path, mediaId: MEDIA_ID },
  )
}

test('a new build opened next to an old tab waits for it, keeps its queue and photo, and sends each once', async ({
  context,
}) => {
  const session = await signIn(server.origin)
  const path = `${session.user.id}/reset-across-tabs.jpg`
  const oldTab = await context.newPage()
  await openSignedIn(oldTab, server.origin, '/app/home', session)
  // An old tab has all its screen's code: one still loading a chunk when build B replaces A meets a 404
  // and reloads onto B (update.spec.ts), and there is no old tab left to warn (seen under load).
  await expect(oldTab.getByText('Loading your overview...')).toBeHidden({ timeout: 30_000 })
  await expect(oldTab.getByRole('tab', { name: 'Overview' })).toBeVisible()
  await context.route('**/{rest,storage}/v1/**', (route) =>
    route.request().method() === 'GET' ? route.continue() : route.abort('internetdisconnected'),
  )
  await queueSparks(oldTab, session.user.id, SPARK_IDS, MARK)
  await queuePhoto(oldTab, session.user.id, path)

  server.serveBuild(buildB)
  const newTab = await context.newPage()
  await newTab.goto(`${server.origin}/app/home`)
  await expect(newTab.locator('html')).toHaveAttribute('data-build-stamp', new RegExp(STAMP_B), {
    timeout: 30_000,
  })
  // The old tab was asked to close its database before anything was copied or wiped.
  await expect(oldTab.getByRole('alert').filter({ hasText: NEWER_VERSION_OPEN })).toBeVisible({
    timeout: 15_000,
  })
  await expect
    .poll(() => queuedIds(newTab), { timeout: 30_000 })
    .toEqual(expect.arrayContaining([...SPARK_IDS.map((id) => `entry-${id}`), 'entry-reset-photo']))

  await context.unrouteAll()
  await context.setOffline(true)
  await context.setOffline(false)
  await expect
    .poll(async () => (await serverSparks(server.origin, session, MARK)).length, { timeout: 60_000 })
    .toBe(1)
  const photo = () =>
    fetch(`${server.origin}/storage/v1/object/authenticated/quickadd-photos/${path}`, {
      headers: { apikey: DEFAULT_ANON_KEY, Authorization: `Bearer ${session.access_token}` },
    }).then(async (response) => (response.ok ? [...new Uint8Array(await response.arrayBuffer())] : null))
  await expect.poll(photo, { timeout: 30_000 }).toEqual([0xff, 0xd8, 0xff, 0xe0])
  await expect.poll(() => queuedIds(newTab), { timeout: 30_000 }).toEqual([])
  const media = await fetch(`${server.origin}/rest/v1/media_items?select=id&id=eq.${MEDIA_ID}`, {
    headers: { apikey: DEFAULT_SERVICE_ROLE_KEY, Authorization: `Bearer ${DEFAULT_SERVICE_ROLE_KEY}` },
  })
  expect(await media.json()).toEqual([{ id: MEDIA_ID }])
})
