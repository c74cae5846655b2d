import { expect, test } from '@playwright/test'
import { buildWithStamp } from './support/builds.ts'
import { PwaPage } from './support/pwa-page.ts'
import { type StaticServer, startStaticServer } from './support/static-server.ts'

const PORT = 31461
const PROBE_DB = 'jul-e2e-probe'

let server: StaticServer

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startStaticServer(PORT, buildWithStamp('2026-01-01 10:00'))
})

test.afterAll(async () => {
  await server.close()
})

/** A local database holding one queue entry, standing in for the sync engine's until it is wired here. */
function writeProbeEntry(name: string) {
  return new Promise<void>((resolve, reject) => {
    const open = indexedDB.open(name, 1)
    open.onupgradeneeded = () => open.result.createObjectStore('pending_sync_data', { keyPath: 'id' })
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const tx = open.result.transaction('pending_sync_data', 'readwrite')
      tx.objectStore('pending_sync_data').put({ id: 'e1', table: 'sparks', action: 'insert', data: {} })
      tx.oncomplete = () => {
        open.result.close()
        resolve()
      }
    }
  })
}

function readProbeIds(name: string) {
  return new Promise<string[]>((resolve, reject) => {
    const open = indexedDB.open(name)
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const request = open.result
        .transaction('pending_sync_data')
        .objectStore('pending_sync_data')
        .getAllKeys()
      request.onsuccess = () => {
        open.result.close()
        resolve(request.result.map(String))
      }
    }
  })
}

test('/vip leaves no service worker and no caches, and the queue intact', async ({ page }) => {
  const pwa = new PwaPage(page)
  await page.goto(`${server.origin}/`)
  await pwa.waitForActiveWorker()
  await page.evaluate(writeProbeEntry, PROBE_DB)
  await page.evaluate(() => localStorage.setItem('pending_sync_data', '[]'))
  expect(await pwa.registrations()).toBe(1)
  expect((await pwa.cacheNames()).length).toBeGreaterThan(0)

  await page.goto(`${server.origin}/vip`)
  await pwa.buildStamp()

  expect(await pwa.registrations()).toBe(0)
  expect(await pwa.cacheNames()).toEqual([])
  expect(await page.evaluate(readProbeIds, PROBE_DB)).toEqual(['e1'])
  expect(await page.evaluate(() => localStorage.getItem('pending_sync_data'))).toBe('[]')
})

test('leaving /vip for another page registers the worker again on the next load', async ({ page }) => {
  const pwa = new PwaPage(page)
  await page.goto(`${server.origin}/vip`)
  await pwa.buildStamp()
  expect(await pwa.registrations()).toBe(0)

  await page.goto(`${server.origin}/`)
  await pwa.waitForActiveWorker()
  expect(await pwa.registrations()).toBe(1)
})
