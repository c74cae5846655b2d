import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { drained, memberWith, openApp } from './support.ts'

test.use({ viewport: { width: 390, height: 844 } })
test.setTimeout(120_000)

interface SharedFile {
  name: string
  type: string
  bytes: number[]
}

/**
 * What the system share sheet does: a multipart POST to the manifest's share_target action, as a
 * navigation of the installed app's window.
 */
async function shareIntoApp(page: Page, fields: Record<string, string>, files: SharedFile[]) {
  await page.evaluate(
    ({ fields, files }) => {
      const form = document.createElement('form')
      form.method = 'post'
      form.enctype = 'multipart/form-data'
      form.action = '/app/share-target'
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input')
        input.type = 'hidden'
        input.name = name
        input.value = value
        form.append(input)
      }
      const input = document.createElement('input')
      input.type = 'file'
      input.name = 'media'
      input.multiple = true
      const transfer = new DataTransfer()
      for (const file of files)
        transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
      input.files = transfer.files
      form.append(input)
      document.body.append(form)
      form.submit()
    },
    { fields, files },
  )
  await expect(page).toHaveURL(/\/app\/quickadd\?shared=1$/, { timeout: 20_000 })
}

test('a photo and a link shared from another app land in Quick Add, offline too; a refused file is named with its reasons', async ({
  page,
  context,
  baseURL,
}) => {
  const member = await memberWith(baseURL ?? '', 'premium', { prefix: 'share' })
  const photo = [...(await readFile('public/demo/whiteboard.jpg'))]
  const voice = [...(await readFile('public/demo/voice-1.webm'))]
  await openApp(page, member, '/app/home')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

  await shareIntoApp(
    page,
    { title: 'Board notes', text: 'Whiteboard after the offsite', url: 'https://example.com/offsite' },
    [
      { name: 'whiteboard.jpg', type: 'image/jpeg', bytes: photo },
      { name: 'invoice.pdf.exe', type: 'application/x-msdownload', bytes: [77, 90] },
    ],
  )
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue(
    'Board notes\nWhiteboard after the offsite\nhttps://example.com/offsite',
  )
  await expect(page.getByRole('img', { name: 'To be saved' })).toBeVisible()
  const notAdded = page.getByRole('list', { name: 'Files not added' })
  await expect(notAdded).toContainText('invoice.pdf.exe: File type not allowed, File failed basic validation')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved to Capture Inbox')).toBeVisible()
  await drained(page)
  const { data: captures } = await member.client
    .from('capture_inbox')
    .select('content, content_type, file_url')
    .eq('user_id', member.id)
  expect(captures).toEqual([
    {
      content: 'Board notes\nWhiteboard after the offsite\nhttps://example.com/offsite',
      content_type: 'photo',
      file_url: expect.stringContaining(`/storage/v1/object/authenticated/quickadd-photos/${member.id}/`),
    },
  ])

  // With no network: the service worker keeps the share and opens Quick Add from its cache.
  await context.setOffline(true)
  try {
    await shareIntoApp(page, { text: 'Idea from the train' }, [
      { name: 'memo.webm', type: 'audio/webm', bytes: voice },
    ])
    await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('Idea from the train')
    await expect(page.getByLabel('Voice note to save')).toBeVisible()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved to Capture Inbox')).toBeVisible()
  } finally {
    await context.setOffline(false)
  }
  await drained(page)
  await expect
    .poll(async () => {
      const { data } = await member.client
        .from('capture_inbox')
        .select('content, content_type')
        .eq('user_id', member.id)
      return data?.map((row) => `${row.content_type}: ${row.content}`).sort()
    })
    .toEqual([
      'photo: Board notes\nWhiteboard after the offsite\nhttps://example.com/offsite',
      'voice: Idea from the train',
    ])
})
