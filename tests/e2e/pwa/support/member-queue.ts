import { type BrowserContext, expect, type Page } from '@playwright/test'
import { DEFAULT_ANON_KEY } from '../../../../supabase/local/config.ts'

const DEMO = { email: 'demo@example.com', password: 'Jul-demo-2026!' }

export interface Session {
  access_token: string
  user: { id: string }
}

/** A real session for the seeded demo member, from the local server's password grant. */
export async function signIn(origin: string): Promise<Session> {
  const response = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: DEFAULT_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  })
  expect(response.ok).toBe(true)
  return (await response.json()) as Session
}

/** Opens `path` signed in (the session stored where supabase-js keeps it) with consent answered. */
export async function openSignedIn(
  page: Page,
  origin: string,
  path: string,
  session: Session,
): Promise<void> {
  await page.goto(`${origin}${path}`)
  await page.evaluate((value) => {
    localStorage.setItem('cookie_consent', JSON.stringify({ version: '1.0', consent: { essential: true } }))
    localStorage.setItem(`sb-${location.hostname.split('.')[0]}-auth-token`, value)
  }, JSON.stringify(session))
  await page.reload()
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)))
    .toContain('jul')
}

/** The sparks the server holds whose content starts with `mark`, read as the signed-in member. */
export async function serverSparks(
  origin: string,
  session: Session,
  mark: string,
): Promise<{ id: string; content: string }[]> {
  const response = await fetch(`${origin}/rest/v1/sparks?select=id,content&content=like.${mark}*`, {
    headers: { apikey: DEFAULT_ANON_KEY, Authorization: `Bearer ${session.access_token}` },
  })
  return (await response.json()) as { id: string; content: string }[]
}

/** Ids of the entries in the sync engine's queue store (empty while the database does not exist). */
export function queuedIds(page: Page): Promise<string[]> {
  return page
    .evaluate(async () => {
      const names = (await indexedDB.databases()).map((info) => info.name)
      if (!names.includes('jul')) return []
      return new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('jul')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result
            .transaction('pending_sync_data')
            .objectStore('pending_sync_data')
            .getAll()
          request.onsuccess = () => {
            open.result.close()
            resolve((request.result as { id: string }[]).map((entry) => entry.id))
          }
        }
      })
    })
    .catch(() => [])
}

/**
 * Queue entries as the sync engine's repository writes them (spec shape plus its bookkeeping). Put
 * straight into its store because the Sparks screen is another engineer's; swap for the UI once there.
 */
export function queueSparks(page: Page, userId: string, ids: readonly string[], mark: string): Promise<void> {
  return page.evaluate(
    ({ ids, userId, mark }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('jul')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('pending_sync_data', 'readwrite')
          ids.forEach((id, index) => {
            tx.objectStore('pending_sync_data').add({
              id: `entry-${id}`,
              table: 'sparks',
              action: 'insert',
              data: { id, user_id: userId, content: `${mark} ${index + 1}` },
              timestamp: Date.now(),
              row_id: id,
              user_id: userId,
              status: 'pending',
              attempts: 0,
              error: null,
            })
          })
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    { ids, userId, mark },
  )
}

/** Writes to the server fail as if the network were down, while the page still believes it is online. */
export async function blockWrites(context: BrowserContext): Promise<void> {
  await context.route('**/rest/v1/**', (route) =>
    route.request().method() === 'GET' ? route.continue() : route.abort('internetdisconnected'),
  )
}
