import { expect, test } from '@playwright/test'
import { drained, memberWith, openApp } from './support.ts'

test.use({ viewport: { width: 390, height: 844 } })

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

test('the media library: totals, this week, search, views, edit with clean tags, delete, copy, and offline', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const member = await memberWith(baseURL ?? '', 'pro')
  const row = (over: Record<string, unknown>) => ({
    user_id: member.id,
    type: 'quick_note',
    title: null,
    description: null,
    content: null,
    photo_url: null,
    file_url: null,
    location: null,
    tags: [],
    ...over,
  })
  const inserted = await member.client.from('media_items').insert([
    row({
      type: 'photo',
      title: 'Team offsite',
      description: 'Whiteboard',
      photo_url: 'https://jul.example/demo/missing.jpg',
      created_at: daysAgo(1),
    }),
    row({ type: 'voice', title: 'Voice memo', content: 'Usage-based pricing', created_at: daysAgo(2) }),
    ...Array.from({ length: 11 }, (_, i) =>
      row({
        title: `Note ${i + 1}`,
        content: i === 0 ? 'Plan the OFFSITE agenda' : `Body ${i + 1}`,
        created_at: daysAgo(3 + i),
      }),
    ),
  ])
  expect(inserted.error).toBeNull()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openApp(page, member, '/app/media')

  const items = page.getByTestId('media-item')
  await expect(items).toHaveCount(13, { timeout: 20_000 })
  await expect(page.locator('div').filter({ hasText: /^Total13$/ })).toBeVisible()
  await expect(page.locator('div').filter({ hasText: /^This week6$/ })).toBeVisible()
  await expect(items.filter({ hasText: 'Team offsite' }).getByRole('img')).toHaveCount(0)

  await page.getByRole('searchbox', { name: 'Search media' }).fill('offsite')
  await expect(items).toHaveCount(2)
  await page.getByRole('button', { name: 'List' }).click()
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('searchbox', { name: 'Search media' }).fill('')
  await page.getByRole('tab', { name: 'Recent' }).click()
  await expect(page.getByRole('list', { name: 'Recent' }).getByTestId('media-item')).toHaveCount(10)
  await page.getByRole('tab', { name: 'Categories' }).click()
  await expect(page.getByRole('heading', { name: 'Notes (11)' })).toBeVisible()
  await page.getByRole('tab', { name: 'Gallery' }).click()

  await page.getByRole('button', { name: 'Copy Voice memo' }).click()
  await expect(page.getByText('Content copied to clipboard')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Usage-based pricing')

  await page.getByRole('button', { name: 'Edit Note 2' }).click()
  const editor = page.getByRole('dialog', { name: 'Edit item' })
  await editor.getByLabel('Tags').fill(' board , ,  q3 ,')
  await editor.getByLabel('Location').fill('   ')
  await editor.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Item updated successfully')).toBeVisible()
  const edited = items.filter({ hasText: 'Note 2' }).first()
  await expect(edited).toContainText('#board')
  await expect(edited).toContainText('#q3')

  await page.getByRole('button', { name: 'Delete Note 3' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Are you sure you want to delete this item?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Item deleted successfully')).toBeVisible()
  await expect(items).toHaveCount(12)
  await drained(page)

  const server = await member.client
    .from('media_items')
    .select('title, tags, location')
    .in('title', ['Note 2', 'Note 3'])
  expect(server.data).toEqual([{ title: 'Note 2', tags: ['board', 'q3'], location: null }])

  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await context.setOffline(true)
  await page.reload()
  await expect(items).toHaveCount(12, { timeout: 20_000 })
  await expect(page.locator('.offline-banner')).toContainText('Offline')
})
