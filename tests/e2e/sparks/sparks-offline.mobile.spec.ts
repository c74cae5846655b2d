import { expect, test } from '@playwright/test'
import {
  addSpark,
  newMember,
  openSparksSignedIn,
  pendingShown,
  swipe,
  waitForOfflineReady,
} from './support.ts'

test('sparks made offline survive an offline reload and reach the server exactly once', async ({
  page,
  context,
  baseURL,
}) => {
  const member = await newMember(baseURL ?? '')
  await openSparksSignedIn(page, member)
  await expect(page.getByText('No sparks yet. Add your first one above.')).toBeVisible()
  await waitForOfflineReady(page)

  await context.setOffline(true)
  await expect(page.locator('.offline-banner')).toContainText('Offline')
  await addSpark(page, 'Offline spark one')
  await addSpark(page, 'Offline spark two')
  await addSpark(page, 'Offline spark three')
  await swipe(page, 'Offline spark two', 140)
  await expect(
    page.getByTestId('spark').filter({ hasText: 'Offline spark two' }).getByRole('button', { pressed: true }),
  ).toBeVisible()
  await swipe(page, 'Offline spark three', -140)
  await expect(page.getByTestId('spark').filter({ hasText: 'Offline spark three' })).toHaveCount(0)
  await expect.poll(() => pendingShown(page)).toBeGreaterThanOrEqual(5)
  const pendingBeforeReload = await pendingShown(page)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'JUL Sparks', level: 2 })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('spark')).toHaveCount(2)
  await expect(page.getByTestId('spark').first()).toContainText('Offline spark two')
  // Nothing queued before the reload is lost (the reopened screen may log its context on top).
  await expect(page.locator('.offline-banner')).toContainText('pending items')
  expect(await pendingShown(page)).toBeGreaterThanOrEqual(pendingBeforeReload)

  await context.setOffline(false)
  await expect(page.locator('.offline-banner')).toHaveCount(0, { timeout: 20_000 })

  const signedIn = await member.client.auth.signInWithPassword({
    email: member.email,
    password: member.password,
  })
  expect(signedIn.error).toBeNull()
  const { data, error } = await member.client
    .from('sparks')
    .select('content, is_favorited, is_archived')
    .order('content')
  expect(error).toBeNull()
  expect(data).toEqual([
    { content: 'Offline spark one', is_favorited: false, is_archived: false },
    { content: 'Offline spark three', is_favorited: false, is_archived: true },
    { content: 'Offline spark two', is_favorited: true, is_archived: false },
  ])
})

test('a spark inserted by another client appears without a reload', async ({ page, baseURL }) => {
  const member = await newMember(baseURL ?? '')
  await openSparksSignedIn(page, member)
  await expect(page.getByText('No sparks yet. Add your first one above.')).toBeVisible()

  await member.client.auth.signInWithPassword({ email: member.email, password: member.password })
  const { error } = await member.client
    .from('sparks')
    .insert({ user_id: member.id, content: 'Sent from the desktop console', spark_type: 'manual' })
  expect(error).toBeNull()
  await expect(page.getByTestId('spark').filter({ hasText: 'Sent from the desktop console' })).toBeVisible({
    timeout: 15_000,
  })
})

test('two tabs elect one sync leader and the other takes over when the leader closes', async ({
  context,
  baseURL,
}) => {
  const member = await newMember(baseURL ?? '')
  const first = await context.newPage()
  await openSparksSignedIn(first, member)
  const second = await context.newPage()
  await second.goto('/app/sparks')
  await expect(second.getByRole('heading', { name: 'JUL Sparks', level: 2 })).toBeVisible({ timeout: 15_000 })

  const leaderLocks = () =>
    second.evaluate(async () => {
      const snapshot = await navigator.locks.query()
      const mine = (list: LockInfo[] | undefined) =>
        (list ?? []).filter((lock) => lock.name === 'jul-sync-leader')
      return { held: mine(snapshot.held).length, waiting: mine(snapshot.pending).length }
    })
  await expect.poll(leaderLocks).toEqual({ held: 1, waiting: 1 })

  await first.close()
  await expect.poll(leaderLocks, { timeout: 2_000 }).toEqual({ held: 1, waiting: 0 })

  await addSpark(second, 'Written after the hand-over')
  await expect(second.locator('.offline-banner')).toHaveCount(0, { timeout: 20_000 })
  await member.client.auth.signInWithPassword({ email: member.email, password: member.password })
  const { data } = await member.client.from('sparks').select('content')
  expect(data).toEqual([{ content: 'Written after the hand-over' }])
})
