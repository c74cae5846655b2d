import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type LocalServer, startLocalServer } from '../../../supabase/local/server.ts'
import { serviceClient } from '../support/backend.ts'

// Hosted Supabase runs the daily jobs and the scheduled functions with pg_cron; the local server runs the
// same statements and calls the same functions itself.
let server: LocalServer
beforeAll(async () => {
  server = await startLocalServer({ logLevel: 'error', dailyJobsEveryMs: 200, functionJobsEveryMs: 200 })
})
afterAll(async () => {
  await server?.close()
})

const query = <T extends object>(sql: string) => server.db.transaction((tx) => tx.query<T>(sql))

it('compacts tombstones older than 30 days on its own and moves the resync horizon past them', async () => {
  const [old] = await query<{ id: string }>(
    `insert into public.sync_tombstones (table_name, row_id, scope, deleted_at)
     values ('sparks', gen_random_uuid(), 'public', now() - interval '31 days') returning id`,
  )
  const [recent] = await query<{ id: string }>(
    `insert into public.sync_tombstones (table_name, row_id, scope, deleted_at)
     values ('sparks', gen_random_uuid(), 'public', now() - interval '29 days') returning id`,
  )
  const left = async () =>
    (await query<{ id: string }>('select id from public.sync_tombstones')).map((row) => row.id)
  await expect.poll(left, { timeout: 10_000 }).not.toContain(old?.id)
  expect(await left()).toContain(recent?.id)
  const [horizon] = await query<{ compacted_at: string | null }>(
    'select compacted_at from public.sync_horizon',
  )
  expect(horizon?.compacted_at).not.toBeNull()
})

it('sends the capital readiness e-mails on its own: a published report’s and the month’s summary', async () => {
  const service = serviceClient(server)
  const created = await service.auth.admin.createUser({
    email: `jobs-${randomUUID().slice(0, 8)}@test.local`,
    password: `pw-${randomUUID()}`,
    email_confirm: true,
  })
  const userId = created.data.user?.id ?? ''
  const [onPublish, monthly] = [
    `p-${randomUUID().slice(0, 8)}@fund.test`,
    `m-${randomUUID().slice(0, 8)}@fund.test`,
  ]
  const workflows = await service.from('capital_readiness_workflows').insert([
    { user_id: userId, name: 'On publish', trigger_event: 'report_published', recipients: [onPublish] },
    { user_id: userId, name: 'Monthly', trigger_event: 'monthly_summary', recipients: [monthly] },
  ])
  expect(workflows.error).toBeNull()
  const published = await service.from('company_reports').insert({
    user_id: userId,
    company_slug: `jobs-${randomUUID().slice(0, 8)}`,
    report_slug: 'q4',
    company_name: 'Jobs Inc',
    title: 'Q4',
    readiness_score: 70,
    is_published: true,
    published_at: new Date().toISOString(),
  })
  expect(published.error).toBeNull()
  const subjects = async (email: string) => {
    const response = await fetch(`${server.url}/auth/v1/dev/inbox?email=${encodeURIComponent(email)}`, {
      headers: { apikey: server.anonKey },
    })
    return ((await response.json()) as { messages: { subject: string }[] }).messages.map((m) => m.subject)
  }
  await expect
    .poll(() => subjects(onPublish), { timeout: 15_000 })
    .toEqual(['New capital readiness report: A JUL member (Jobs Inc)'])
  await expect.poll(() => subjects(monthly), { timeout: 15_000 }).toHaveLength(1)
  expect((await subjects(monthly))[0]).toMatch(
    /^Capital readiness summary for \w+ \d{4}: A JUL member \(Jobs Inc\)$/,
  )
})
