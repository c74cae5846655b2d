import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { serviceClient } from '../mobile/support.ts'
import { newMember, storeSession } from '../support/session.ts'

test.describe.configure({ timeout: 90_000 })

test('an uncaught error reaches the audit trail with consent, also when it happened offline', async ({
  page,
  context,
  baseURL,
}) => {
  const member = await newMember(baseURL ?? '', 'errors')
  await storeSession(page, member)
  // The member said yes to analytics: diagnostics may leave the device.
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookie_consent',
      JSON.stringify({
        version: '1.0',
        consent: {
          essential: true,
          analytics: true,
          functional: false,
          marketing: false,
          timestamp: '2026-01-01T00:00:00.000Z',
        },
      }),
    )
  })
  await page.goto('/dashboard?tab=settings&token=secret')
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible({ timeout: 20_000 })
  const tag = randomUUID().slice(0, 8)
  const reported = async (message: string) => {
    const { data } = await serviceClient(baseURL ?? '')
      .from('audit_events')
      .select('user_id, event_type, action, resource, metadata')
      .eq('action', 'client_error.uncaught')
      .eq('user_id', member.id)
    return (data ?? []).filter((row) => (row.metadata as { message?: string } | null)?.message === message)
  }

  await page.evaluate(
    (message) => setTimeout(() => Promise.reject(new Error(message)).then()),
    `first ${tag}`,
  )
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message)
    })
  }, `online ${tag}`)
  await expect.poll(() => reported(`online ${tag}`), { timeout: 30_000 }).toHaveLength(1)
  const [row] = await reported(`online ${tag}`)
  expect(row).toMatchObject({ event_type: 'user_action', resource: '/dashboard' })

  await context.setOffline(true)
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message)
    })
  }, `offline ${tag}`)
  // Kept on the device while there is no network; sent once it is back.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('audit_queue') ?? ''), { timeout: 15_000 })
    .toContain(`offline ${tag}`)
  await context.setOffline(false)
  await expect.poll(() => reported(`offline ${tag}`), { timeout: 30_000 }).toHaveLength(1)
})
