/**
 * supabase/local REST overhead, printed, never asserted, from one run: selecting and
 * upserting 1,000 rows through /rest/v1 (HTTP, JWT, role switch, JSON) versus the same SQL run
 * directly on the server's database. Run: `npx tsx tests/bench/rest.bench.ts`.
 */
import { fileURLToPath } from 'node:url'
import { startLocalServer } from '../../supabase/local/server.ts'

const ROWS = 1000
const RUNS = 15
const FIXTURES = fileURLToPath(new URL('../backend/server/fixtures/migrations', import.meta.url))
const NO_SEED = fileURLToPath(new URL('../backend/server/fixtures/no-seed', import.meta.url))

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function time(run: () => Promise<unknown>): Promise<number> {
  await run()
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await run()
    samples.push(performance.now() - start)
  }
  return median(samples)
}

const server = await startLocalServer({
  port: 0,
  migrationsDir: FIXTURES,
  seedDir: NO_SEED,
  logLevel: 'error',
})
try {
  const headers = {
    apikey: server.serviceRoleKey,
    Authorization: `Bearer ${server.serviceRoleKey}`,
    'Content-Type': 'application/json',
  }
  let round = 0
  const rows = () => {
    round++
    return Array.from({ length: ROWS }, (_, i) => ({
      id: `bench-${i}`,
      name: `row ${i}`,
      qty: round,
      price: i / 10,
    }))
  }
  const upsertSql = `insert into public.items (id, name, qty, price)
    select id, name, qty, price from json_populate_recordset(null::public.items, $1::text::json)
    on conflict (id) do update set name = excluded.name, qty = excluded.qty, price = excluded.price`
  const selectSql = `select coalesce(json_agg(_r), '[]')::text as body from (select * from public.items limit ${ROWS}) _r`

  const restUpsert = await time(async () => {
    const response = await fetch(`${server.url}/rest/v1/items?on_conflict=id`, {
      method: 'POST',
      headers: { ...headers, Prefer: 'resolution=merge-duplicates' },
      body: JSON.stringify(rows()),
    })
    // 201 when the round inserted, 200 when every row already existed and was updated.
    if (response.status !== 201 && response.status !== 200)
      throw new Error(`upsert answered ${response.status}`)
  })
  const sqlUpsert = await time(() =>
    server.db.transaction((tx) => tx.run(upsertSql, [JSON.stringify(rows())])),
  )
  const restSelect = await time(async () => {
    const response = await fetch(`${server.url}/rest/v1/items?select=*&limit=${ROWS}`, { headers })
    const data = (await response.json()) as unknown[]
    if (data.length !== ROWS) throw new Error(`select answered ${data.length} rows`)
  })
  const sqlSelect = await time(async () => {
    const [row] = await server.db.transaction((tx) => tx.query<{ body: string }>(selectSql))
    JSON.parse(row?.body ?? '[]')
  })

  const line = (name: string, rest: number, sql: number) =>
    `${name.padEnd(22)} REST ${rest.toFixed(1).padStart(7)} ms   SQL ${sql.toFixed(1).padStart(7)} ms   ratio ${(rest / sql).toFixed(2)}×`
  console.log(`supabase/local (${server.db.kind}), median of ${RUNS} runs, ${ROWS} rows`)
  console.log(line('select 1,000 rows', restSelect, sqlSelect))
  console.log(line('upsert 1,000 rows', restUpsert, sqlUpsert))
} finally {
  await server.close()
}
