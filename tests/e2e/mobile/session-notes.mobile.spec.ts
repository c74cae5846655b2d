import { expect, test } from '@playwright/test'
import { memberWith, openIn, PHONE, serviceClient, waitForQueueDrained } from '../board/support.ts'

// A fresh member's first pull brings every table; on a shared machine that takes a while.
test.describe.configure({ timeout: 120_000 })
const FIRST_PULL = { timeout: 45_000 }

test('a session note is deleted after a confirmation, on the server and on the member’s other device', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const member = await memberWith(url, { mobile: 'premium', prefix: 'notes' })
  const service = serviceClient(url)
  const session = await service
    .from('sessions')
    .insert({
      user_id: member.id,
      title: 'Kick-off',
      start_time: new Date(Date.now() - 3_600_000).toISOString(),
    })
    .select('id')
    .single()
  expect(session.error).toBeNull()
  const sessionId = (session.data as { id: string }).id
  const notes = await service
    .from('session_notes')
    .insert([
      { user_id: member.id, session_id: sessionId, content: 'Keep this note' },
      { user_id: member.id, session_id: sessionId, content: 'Delete this note' },
    ])
    .select('id')
  expect(notes.error).toBeNull()

  const path = `/app/sessions/${sessionId}`
  const phone = await openIn(browser, member, path, PHONE)
  const otherDevice = await openIn(browser, member, path, PHONE)
  for (const { page } of [phone, otherDevice]) {
    await page.getByRole('tab', { name: /Session Notes/ }).click()
    await expect(page.getByTestId('session-note')).toHaveCount(2, FIRST_PULL)
  }

  const doomed = phone.page.getByTestId('session-note').filter({ hasText: 'Delete this note' })
  await doomed.getByRole('button', { name: 'Delete' }).click()
  const confirm = phone.page.getByRole('alertdialog', { name: 'Delete note' })
  await expect(confirm).toContainText('Are you sure you want to delete this note?')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(phone.page.getByTestId('session-note')).toHaveCount(2)

  await doomed.getByRole('button', { name: 'Delete' }).click()
  await phone.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(phone.page.getByText('Session note deleted')).toBeVisible()
  await expect(phone.page.getByTestId('session-note')).toHaveCount(1)
  await waitForQueueDrained(phone.page)

  const left = await member.client.from('session_notes').select('content').eq('session_id', sessionId)
  expect(left.data).toEqual([{ content: 'Keep this note' }])
  await expect(otherDevice.page.getByTestId('session-note')).toHaveCount(1, FIRST_PULL)
  await expect(otherDevice.page.getByTestId('session-note')).toContainText('Keep this note')
  await phone.context.close()
  await otherDevice.context.close()
})
