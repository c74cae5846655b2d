import { afterAll, beforeAll, expect, it } from 'vitest'
import { type LocalServer, startLocalServer } from '../../../supabase/local/server.ts'

// Hosted Supabase runs the daily jobs with pg_cron; the local server runs the same statements itself.
let server: LocalServer
beforeAll(async () => {
  server = await startLocalServer({ logLevel: 'error', dailyJobsEveryMs: 200 })
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
