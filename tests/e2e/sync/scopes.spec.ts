import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { memberWith, openIn, serviceClient } from '../board/support.ts'
import { heldMessages } from '../support/local-database.ts'

// Deletes and lost access reach every device that holds the row: a staff device that follows a
// member's board, a member's device after a downgrade. A first pull of a fresh device comes first.
test.describe.configure({ timeout: 150_000 })
const FIRST_PULL = { timeout: 45_000 }
/** "Within seconds": the wake-up, one pull, one IndexedDB write. */
const WITHIN_SECONDS = { timeout: 10_000 }

/** The scopes the device's sync engine holds (its `sync_state` record of the server's list). */
function heldScopes(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('jul')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('sync_state').objectStore('sync_state').get('#scopes')
          request.onsuccess = () => {
            open.result.close()
            resolve(
              (request.result as { scopeList?: { scopes: string[] } } | undefined)?.scopeList?.scopes ?? [],
            )
          }
          request.onerror = () => reject(request.error)
        }
      }),
  )
}

test('a card a member deletes leaves the staff console that shows it within seconds', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const tag = randomUUID().slice(0, 8)
  const [member, staff] = await Promise.all([
    memberWith(url, { profile: { first_name: 'Dana', last_name: `Delete ${tag}`, company: 'Delete Co' } }),
    memberWith(url, {
      domain: 'jul.example',
      prefix: 'scope-staff',
      profile: { first_name: 'Sid', last_name: 'Staff' },
    }),
  ])
  const { page, context } = await openIn(browser, staff, '/admin/jul-grid-upload')
  await page.getByLabel('Find a member').fill(`delete ${tag}`)
  await page
    .getByLabel('Member', { exact: true })
    .selectOption({ label: `Dana Delete ${tag} · Delete Co` }, FIRST_PULL)
  const csv = ['title,status', `Card to delete ${tag},backlog`, `Card to keep ${tag},backlog`].join('\n')
  await page
    .getByLabel('Grid file (CSV)')
    .setInputFiles({ name: 'grid.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Add to board (2)' }).click()
  await expect(page.getByText(`2 cards added to Dana Delete ${tag}’s board`)).toBeVisible()
  const board = page.getByRole('list', { name: `On Dana Delete ${tag}’s board` })
  await expect(board).toContainText(`Card to delete ${tag}`)

  // The member's device (another one) deletes the card once it is on the server.
  let cardId = ''
  await expect
    .poll(async () => {
      const { data } = await member.client
        .from('julboard_tasks')
        .select('id')
        .eq('title', `Card to delete ${tag}`)
      cardId = String(data?.[0]?.id ?? '')
      return cardId
    }, FIRST_PULL)
    .not.toBe('')
  // Adding cards for the member made them one the staff member works with: the device follows them.
  await expect.poll(() => heldScopes(page), FIRST_PULL).toContain(`member:${member.id}`)
  const deleted = await member.client.from('julboard_tasks').delete().eq('id', cardId)
  expect(deleted.error).toBeNull()

  await expect(board).not.toContainText(`Card to delete ${tag}`, WITHIN_SECONDS)
  await expect(board).toContainText(`Card to keep ${tag}`)
  await context.close()
})

test("a member downgraded from pro loses the cross-group room's rows and keeps their own messages", async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const tag = randomUUID().slice(0, 8)
  const member = await memberWith(url, {
    desktop: 'desktop_pro',
    mobile: 'pro',
    profile: { first_name: 'Paula', last_name: `Pro ${tag}` },
  })
  const own = `My cross-group note ${tag}`
  const posted = await member.client
    .from('yel_room_messages')
    .insert({ user_id: member.id, room_type: 'cross-group', content: own })
  expect(posted.error).toBeNull()
  const { page, context } = await openIn(browser, member, '/dashboard?tab=yelroom')
  const crossGroup = page.getByRole('region', { name: 'Cross-Group', exact: true })
  await expect(crossGroup).toContainText('Numbers first, narrative second', FIRST_PULL)
  const before = await heldMessages(page, 'cross-group')
  expect(before.length).toBeGreaterThan(1)

  const downgrade = await serviceClient(url)
    .from('mobile_subscriptions')
    .update({ tier: 'free' })
    .eq('user_id', member.id)
  expect(downgrade.error).toBeNull()

  await expect.poll(() => heldMessages(page, 'cross-group'), WITHIN_SECONDS).toEqual([own])
  await expect(crossGroup).not.toContainText('Numbers first, narrative second')
  await context.close()
})
