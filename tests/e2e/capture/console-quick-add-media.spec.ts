import { expect, test } from '@playwright/test'
import { memberWith } from '../mobile/support.ts'
import { SEED, signInWithPassword, storeSession } from '../support/session.ts'

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
)

test('Standard sees Quick Add locked and the media library view-only, with the spec’s delete message', async ({
  page,
  baseURL,
}) => {
  await storeSession(page, await signInWithPassword(baseURL ?? '', SEED.standard))
  await page.goto('/dashboard?tab=quickadd')
  await expect(page.getByText('Quick Add is available with JUL Console Pro.')).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)

  await page.goto('/dashboard?tab=media')
  const library = page.getByRole('tabpanel', { name: 'Media' })
  await expect(library.getByTestId('media-item')).toHaveCount(3, { timeout: 20_000 })
  await expect(library.getByRole('tab', { name: 'Photos (1)' })).toBeVisible()
  await expect(library.getByRole('button', { name: /^Edit/ })).toHaveCount(0)
  await library.getByRole('button', { name: 'Delete Quick note' }).click()
  await expect(page.getByText('Upgrade to Pro tier to delete items')).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})

test('Pro captures a photo note and a quick note in the console, sees them in Recent Captures and Media, deletes one', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const member = await memberWith(baseURL ?? '', null, { desktopPro: true, prefix: 'console' })
  await storeSession(page, member)
  await page.goto('/dashboard?tab=quickadd')
  const capture = page.getByRole('region', { name: 'Capture' })
  await expect(capture.getByLabel('Note')).toBeVisible({ timeout: 20_000 })
  await capture
    .getByLabel('Choose Photo')
    .setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: PNG_1X1 })
  await capture.getByLabel('Note').fill('Board photo from the console')
  await capture.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved to Capture Inbox')).toBeVisible()
  const recent = page.getByRole('list', { name: 'Recent Captures' })
  await expect(recent.getByTestId('capture-item').first()).toContainText('Board photo from the console')
  await expect(capture.getByRole('progressbar', { name: '1 of 1 files uploaded' })).toBeAttached({
    timeout: 30_000,
  })

  await capture.getByRole('group', { name: 'Save to' }).getByRole('button', { name: 'Media Library' }).click()
  await capture.getByLabel('Note').fill('Send the investor update')
  await capture.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved to Media Library')).toBeVisible()

  await page.getByRole('tab', { name: 'Media' }).click()
  const library = page.getByRole('tabpanel', { name: 'Media' })
  await expect(library.getByRole('tab', { name: 'Notes (1)' })).toBeVisible()
  await library.getByRole('tab', { name: 'Notes (1)' }).click()
  await library.getByRole('button', { name: 'Delete Quick note' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Item deleted successfully')).toBeVisible()

  await expect
    .poll(async () => (await member.client.from('capture_inbox').select('content, file_url')).data, {
      timeout: 30_000,
    })
    .toEqual([
      {
        content: 'Board photo from the console',
        file_url: expect.stringContaining(`/quickadd-photos/${member.id}/`),
      },
    ])
  await expect.poll(async () => (await member.client.from('media_items').select('id')).data).toEqual([])
})
