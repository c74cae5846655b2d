import type { Caller } from '../context.ts'
import { runAs } from '../context.ts'
import type { Db, Tx } from '../db.ts'
import { quoteIdent } from '../http-error.ts'

export const CHANGE_CHANNEL = 'jul_local_realtime'

export interface Change {
  schema: string
  table: string
  type: 'INSERT' | 'UPDATE' | 'DELETE'
  record: Record<string, unknown> | null
  old_record: Record<string, unknown> | null
  commit_timestamp: string
  columns: { name: string; type: string }[]
  primaryKey: string[]
}

/** Installs the capture trigger on every table of supabase_realtime that lacks it. */
export async function installCaptureTriggers(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const missing = await tx.query<{ schema: string; name: string }>(
      `select pt.schemaname::text as schema, pt.tablename::text as name from pg_publication_tables pt
        where pt.pubname = 'supabase_realtime' and not exists (
          select 1 from pg_trigger t where t.tgname = 'jul_local_realtime'
             and t.tgrelid = format('%I.%I', pt.schemaname, pt.tablename)::regclass)`,
    )
    for (const { schema, name } of missing) {
      await tx.exec(
        `create trigger jul_local_realtime after insert or update or delete on ${quoteIdent(schema)}.${quoteIdent(name)}
           for each row execute function realtime.local_capture_change()`,
      )
    }
  })
}

/** Takes one captured change out of the queue, with the table's column types and primary key. */
export async function takeChange(db: Db, id: string): Promise<Change | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      schema_name: string
      table_name: string
      op: Change['type']
      record: string | null
      old_record: string | null
      commit_timestamp: string
    }>(
      `delete from realtime.local_changes where id = $1::text::bigint
       returning schema_name, table_name, op, record::text as record, old_record::text as old_record,
         to_char(commit_timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as commit_timestamp`,
      [id],
    )
    if (!row) return null
    const relation = `${quoteIdent(row.schema_name)}.${quoteIdent(row.table_name)}`
    return {
      schema: row.schema_name,
      table: row.table_name,
      type: row.op,
      record: row.record === null ? null : JSON.parse(row.record),
      old_record: row.old_record === null ? null : JSON.parse(row.old_record),
      commit_timestamp: row.commit_timestamp,
      columns: await tx.query<{ name: string; type: string }>(
        `select a.attname::text as name, t.typname::text as type from pg_attribute a
           join pg_type t on t.oid = a.atttypid
          where a.attrelid = $1::text::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
        [relation],
      ),
      primaryKey: (
        await tx.query<{ name: string }>(
          `select a.attname::text as name from pg_index i
             join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
            where i.indrelid = $1::text::regclass and i.indisprimary`,
          [relation],
        )
      ).map((r) => r.name),
    }
  })
}

async function policyCheck(tx: Tx, change: Change, role: string): Promise<string> {
  const [info] = await tx.query<{ granted: boolean; rls: boolean }>(
    `select has_table_privilege($1::text, c.oid, 'SELECT') as granted, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $2::text and c.relname = $3::text`,
    [role, change.schema, change.table],
  )
  if (!info?.granted) return 'false'
  if (!info.rls) return 'true'
  const policies = await tx.query<{ permissive: string; qual: string | null }>(
    `select permissive::text as permissive, qual from pg_policies
      where schemaname = $1::text and tablename = $2::text and cmd in ('SELECT', 'ALL')
        and (roles @> array[$3::text]::name[] or roles @> array['public']::name[])`,
    [change.schema, change.table, role],
  )
  const permissive = policies.filter((p) => p.permissive === 'PERMISSIVE').map((p) => `(${p.qual ?? 'true'})`)
  const restrictive = policies
    .filter((p) => p.permissive !== 'PERMISSIVE')
    .map((p) => `(${p.qual ?? 'true'})`)
  if (permissive.length === 0) return 'false'
  return [`(${permissive.join(' or ')})`, ...restrictive].join(' and ')
}

/**
 * Whether the subscriber may see the row: its SELECT policies evaluated against the changed record
 * (the old one for DELETE) as the subscriber's role and claims, as Supabase Realtime does per
 * subscriber. Policies that cannot be evaluated count as "not visible".
 */
export async function visibleTo(db: Db, caller: Caller, change: Change): Promise<boolean> {
  if (caller.role === 'service_role') return true
  const record = change.type === 'DELETE' ? change.old_record : change.record
  try {
    return await runAs(db, caller, { method: 'REALTIME', path: `/${change.table}` }, async (tx) => {
      const condition = await policyCheck(tx, change, caller.role)
      if (condition === 'false') return false
      const relation = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`
      const [row] = await tx.query<{ visible: boolean }>(
        `select exists (select 1 from (select (jsonb_populate_record(null::${relation}, $1::text::jsonb)).*) as ${quoteIdent(change.table)}
           where ${condition}) as visible`,
        [JSON.stringify(record)],
      )
      return row?.visible === true
    })
  } catch {
    return false
  }
}
