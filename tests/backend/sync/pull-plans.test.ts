import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../supabase/local/db.ts'
import { type LocalServer, startLocalServer } from '../../../supabase/local/server.ts'
import { type ScopeKind, scopeTables } from '../../../sync/pull/scopes.ts'
import { createFreshDatabase } from '../support/fresh-database.ts'

/**
 * EXPLAIN of every query a device's pull and probe make the server run (`sync_pull_statement` for each
 * kind of scope and table, and what `sync_my_scopes` reads), as the member or staff caller: a
 * sequential scan of a seeded table fails. A server of its own (PostgreSQL 15 when DATABASE_URL_PG15 is
 * set, else PGlite). The suite's run seeds a few thousand rows a table and plans with sequential scans
 * switched off, so a Seq Scan left in a plan means no index can serve the query (seconds);
 * `PULL_PLAN_ROWS=100000` seeds 10⁵ rows a table and lets the planner choose on its own (about 9 minutes
 * on PostgreSQL 15, 14 on PGlite).
 */
const ROWS = Number(process.env.PULL_PLAN_ROWS ?? 5_000)
const PLANNER_CHOOSES = ROWS >= 100_000
const MEMBERS = 10_000
const STAFF = '22222222-2222-4222-8222-222222222222'
const STAFF_EMAIL = 'staff@jul.example'

/** Tables with one row per member (a unique key on the owner): each clone gets a member of its own. */
const ONE_PER_MEMBER = new Set([
  'profiles',
  'mobile_subscriptions',
  'user_spark_notifications',
  'meeting_minutes_config',
  'push_notification_tokens',
  'biometric_credentials',
  'crm_contacts',
  'jul_memberships',
])
/** Columns that must stay unique (or off) in the clones of shared tables. */
const OVERRIDES: Record<string, string> = {
  service_cards: `'card_id', 'bench-card-' || g`,
  feature_flags: `'flag_key', 'bench-flag-' || g`,
  app_versions: `'version_number', 'bench-' || g, 'is_active', false`,
  company_reports: `'report_slug', 'bench-report-' || g`,
}
const KINDS: ScopeKind[] = ['public', 'user', 'member', 'room', 'room-all']

type Plan = { 'Node Type': string; 'Relation Name'?: string; Plans?: Plan[] }

function seqScans(plan: Plan): string[] {
  const own = plan['Node Type'] === 'Seq Scan' && plan['Relation Name'] ? [plan['Relation Name']] : []
  return [...own, ...(plan.Plans ?? []).flatMap(seqScans)]
}

/**
 * A transaction per table, so no seeding transaction holds back every pull's horizon for long (versions
 * are the server's transaction ids, shared by every database of the cluster). Triggers (versions,
 * wake-ups, realtime capture) stay quiet: this is data for the planner only.
 */
async function quietly(db: Db, work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void>) {
  await db.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica`)
    await work(tx)
  })
}

async function seed(db: Db): Promise<void> {
  await quietly(db, async (tx) => {
    await tx.exec(`insert into auth.users (id, email, email_confirmed_at)
      select (lpad(to_hex(g), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid,
        'plan-' || g || '@example.org', now()
      from generate_series(1, ${ROWS}) g`)
  })
  const tables = [...new Set([...scopeTables('public'), ...scopeTables('user')])]
  for (const table of tables)
    await quietly(db, async (tx) => {
      const owner = table === 'profiles' ? 'id' : 'user_id'
      const member = ONE_PER_MEMBER.has(table) ? 'g' : `(g % ${MEMBERS}) + 1`
      const ownerValue = scopeTables('public').includes(table)
        ? ''
        : `, '${owner}', (lpad(to_hex(${member}), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(${member}), 12, '0'))`
      const idValue = table === 'profiles' ? '' : `'id', gen_random_uuid(), `
      const rooms =
        table === 'yel_room_messages'
          ? `, 'room_type', (array['julius','peer','cross-group'])[g % 3 + 1]`
          : ''
      // Generated columns (jul_memberships' kind) are left to the database.
      const columns = (
        await tx.query<{ name: string }>(
          `select quote_ident(attname) as name from pg_attribute
           where attrelid = $1::text::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
          [`public.${table}`],
        )
      )
        .map((c) => c.name)
        .join(', ')
      await tx.exec(`insert into public.${table} (${columns})
        select ${columns} from (select (jsonb_populate_record(null::public.${table}, to_jsonb(tpl) || jsonb_build_object(
          ${idValue}'sync_xid', (1000 + g)::text${ownerValue}${rooms}${OVERRIDES[table] ? `, ${OVERRIDES[table]}` : ''}))).*
        from generate_series(1, ${ROWS}) g, (select * from public.${table} limit 1) tpl) clone`)
    })
  await quietly(db, async (tx) => {
    await tx.exec(`insert into public.sync_tombstones (table_name, row_id, user_id, scope, sync_xid)
      select 'sparks', gen_random_uuid(), null, 'user:' || (lpad(to_hex(g % ${MEMBERS} + 1), 8, '0')
        || '-0000-4000-8000-' || lpad(to_hex(g % ${MEMBERS} + 1), 12, '0')), (1000 + g)::text::xid8
      from generate_series(1, ${ROWS}) g`)
    await tx.exec(`insert into public.staff_caseload (staff_id, member_id, reason)
      select '${STAFF}', (lpad(to_hex(g), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'message'
      from generate_series(1, 200) g`)
  })
  await db.transaction((tx) => tx.exec('analyze'))
}

const MEMBER = '00000001-0000-4000-8000-000000000001'

/** EXPLAIN (JSON) of a statement run as the caller, with its parameters. */
async function explain(
  db: Db,
  caller: { id: string; email: string },
  sql: string,
  types: string,
  args: string,
): Promise<Plan> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1::text, true)`,
      [JSON.stringify({ sub: caller.id, email: caller.email, role: 'authenticated' })],
    )
    if (!PLANNER_CHOOSES) await tx.exec('set local enable_seqscan = off')
    await tx.exec(`prepare plan_probe(${types}) as ${sql}`)
    try {
      const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(
        `explain (format json) execute plan_probe(${args})`,
      )
      const raw = row?.['QUERY PLAN']
      const explained = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: Plan }>
      const plan = explained[0]?.Plan
      if (!plan) throw new Error(`no plan for ${sql}`)
      return plan
    } finally {
      await tx.exec('deallocate plan_probe')
    }
  })
}

function plansOn(name: string, start: () => Promise<{ server: LocalServer; drop?: () => Promise<void> }>) {
  describe(`every pull and probe query over ${name}`, () => {
    let server: LocalServer
    let drop: (() => Promise<void>) | undefined
    const big = new Set<string>()

    beforeAll(async () => {
      ;({ server, drop } = await start())
      await seed(server.db)
      const sizes = await server.db.transaction((tx) =>
        tx.query<{ name: string; rows: string }>(
          `select c.relname as name, c.reltuples::bigint::text as rows from pg_class c
           join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
        ),
      )
      for (const { name: table, rows } of sizes) if (Number(rows) >= ROWS) big.add(table)
    }, 1_800_000)

    afterAll(async () => {
      await server?.close()
      await drop?.()
    })

    it(`seeds every pulled table and the tombstones with ${ROWS} rows or more`, () => {
      for (const table of [...scopeTables('public'), ...scopeTables('user'), 'sync_tombstones'])
        expect(big, table).toContain(table)
    })

    for (const kind of KINDS) {
      it(`reads ${kind} scopes through indexes, never a sequential scan of a big table`, async () => {
        const caller =
          kind === 'member' || kind === 'room-all'
            ? { id: STAFF, email: STAFF_EMAIL }
            : { id: MEMBER, email: 'plan-1@example.org' }
        const key = kind === 'room' || kind === 'room-all' ? 'julius' : kind === 'public' ? '' : MEMBER
        for (const table of [...scopeTables(kind), 'sync_tombstones']) {
          const [statement] = await server.db.transaction((tx) =>
            tx.query<{ sql: string }>('select public.sync_pull_statement($1, $2) as sql', [kind, table]),
          )
          const scope = table === 'sync_tombstones' ? `user:${MEMBER}` : key
          for (const after of [`'0'`, `'100500'`]) {
            const plan = await explain(
              server.db,
              caller,
              statement?.sql ?? '',
              'text, xid8, uuid, integer, uuid, text[]',
              `'${scope}', ${after}, '00000000-0000-0000-0000-000000000000', 1000, '${caller.id}', '{}'`,
            )
            expect(
              seqScans(plan).filter((relation) => big.has(relation)),
              `${kind} ${table}`,
            ).toEqual([])
          }
        }
      })
    }

    it("reads a staff member's caseload and a member's tier through indexes", async () => {
      const staff = { id: STAFF, email: STAFF_EMAIL }
      const caseload = await explain(
        server.db,
        staff,
        'select member_id from public.staff_caseload where staff_id = $1 and last_at > now() - $2::interval',
        'uuid, text',
        `'${STAFF}', '90 days'`,
      )
      expect(seqScans(caseload).filter((relation) => big.has(relation))).toEqual([])
      const tier = await explain(
        server.db,
        { id: MEMBER, email: 'plan-1@example.org' },
        'select tier from public.mobile_subscriptions where user_id = $1 and active',
        'uuid',
        `'${MEMBER}'`,
      )
      expect(seqScans(tier).filter((relation) => big.has(relation))).toEqual([])
    })
  })
}

// Seeding 10⁵ rows into every pulled table takes PostgreSQL 15 seconds and PGlite (one WebAssembly thread,
// blocking the test process while it works) many minutes: one server, PostgreSQL 15 where there is one.
const pg15 = process.env.DATABASE_URL_PG15
if (pg15) {
  plansOn('PostgreSQL 15', async () => {
    const database = await createFreshDatabase(pg15, 'jul_plans')
    const server = await startLocalServer({ port: 0, databaseUrl: database.url, logLevel: 'error' })
    return { server, drop: database.drop }
  })
} else {
  plansOn('PGlite', async () => ({ server: await startLocalServer({ port: 0, logLevel: 'error' }) }))
}
