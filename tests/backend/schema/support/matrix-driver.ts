import type { SupabaseClient } from '@supabase/supabase-js'
import { isSyncedTable, tableSpec } from '../../../../sync/tables.ts'
import { type BackendTarget, clientFor, newUser, serviceClient } from '../../support/backend.ts'
import { ACTORS, type Actor, type CaseContext, type Op, type Row, type TableCase } from './rls-cases.ts'
import { SEED_ACCOUNTS, SEED_PASSWORD } from './seed-accounts.ts'

/** Signed-in clients for every actor of the matrix, plus the service role that sets up and judges. */
export interface Matrix {
  service: SupabaseClient
  clients: Record<Actor, SupabaseClient>
  ctx: CaseContext
  otherId: string
}

async function signIn(target: BackendTarget, email: string): Promise<SupabaseClient> {
  const client = clientFor(target)
  const { error } = await client.auth.signInWithPassword({ email, password: SEED_PASSWORD })
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`)
  return client
}

export async function openMatrix(target: BackendTarget): Promise<Matrix> {
  const service = serviceClient(target)
  const [owner, other, staff] = await Promise.all([
    newUser(target, 'matrix-owner'),
    newUser(target, 'matrix-other'),
    signIn(target, SEED_ACCOUNTS.staff.email),
  ])
  const session = await service
    .from('sessions')
    .insert({ user_id: owner.id, title: 'Matrix session', start_time: new Date().toISOString() })
    .select('id')
    .single()
  if (session.error) throw new Error(`matrix session: ${session.error.message}`)
  const card = await service
    .from('julboard_tasks')
    .insert({ user_id: owner.id, title: 'Matrix card' })
    .select('id')
    .single()
  if (card.error) throw new Error(`matrix card: ${card.error.message}`)
  return {
    service,
    clients: { anon: clientFor(target), owner: owner.client, other: other.client, staff },
    ctx: { owner: owner.id, ownerSessionId: String(session.data.id), ownerCardId: String(card.data.id) },
    otherId: other.id,
  }
}

async function mustSucceed(what: string, result: PromiseLike<{ error: { message: string } | null }>) {
  const { error } = await result
  if (error) throw new Error(`${what}: ${error.message}`)
}

async function serverRow(m: Matrix, table: string, id: string): Promise<Row | null> {
  const { data, error } = await m.service.from(table).select('*').eq('id', id).maybeSingle()
  if (error) throw new Error(`service read of ${table}: ${error.message}`)
  return data
}

async function prepareOwner(m: Matrix, c: TableCase): Promise<void> {
  if (c.onePerOwner && c.ownerColumn !== null) {
    await mustSucceed(`clear ${c.table}`, m.service.from(c.table).delete().eq(c.ownerColumn, m.ctx.owner))
  }
  if (c.ownerTier !== undefined) {
    await mustSucceed(
      'clear tier',
      m.service.from('mobile_subscriptions').delete().eq('user_id', m.ctx.owner),
    )
    await mustSucceed(
      'set tier',
      m.service.from('mobile_subscriptions').insert({ user_id: m.ctx.owner, tier: c.ownerTier }),
    )
  }
}

/**
 * Runs one cell and answers whether the server let it happen. Rows of shared tables are removed
 * afterwards: other backend tests share this server and may count service cards or flags.
 */
export async function observe(m: Matrix, c: TableCase, actor: Actor, op: Op): Promise<boolean> {
  const row = c.row(m.ctx)
  const id = await fixtureId(m, c, row)
  try {
    return await runCell(m, c, actor, op, id, row)
  } finally {
    if (c.ownerColumn === null) await m.service.from(c.table).delete().eq('id', id)
  }
}

/**
 * A profile's id is its owner's user id; a table unique per another key takes the id the server
 * derives from that key (`sync_derived_id`); every other fixture row gets a fresh one.
 */
async function fixtureId(m: Matrix, c: TableCase, row: Row): Promise<string> {
  if (c.ownerColumn === 'id') return m.ctx.owner
  const conflictKey = isSyncedTable(c.table) ? tableSpec(c.table).conflictKey : undefined
  if (!conflictKey) return crypto.randomUUID()
  const derived = await m.service.rpc('sync_derived_id', {
    table_name: c.table,
    key_values: conflictKey.split(',').map((column) => String(row[column])),
  })
  if (derived.error) throw new Error(`derived id of ${c.table}: ${derived.error.message}`)
  return String(derived.data)
}

async function runCell(
  m: Matrix,
  c: TableCase,
  actor: Actor,
  op: Op,
  id: string,
  row: Row,
): Promise<boolean> {
  await prepareOwner(m, c)
  const client = m.clients[actor]
  if (op === 'insert') {
    await client.from(c.table).insert({ ...row, id })
    return (await serverRow(m, c.table, id)) !== null
  }
  const created = await m.service
    .from(c.table)
    .insert({ ...row, id })
    .select('id')
    .single()
  if (created.error) throw new Error(`fixture row in ${c.table}: ${created.error.message}`)
  if (op === 'select') {
    const { data } = await client.from(c.table).select('id').eq('id', id)
    return (data ?? []).length === 1
  }
  if (op === 'update') {
    const patch = c.patch()
    await client.from(c.table).update(patch).eq('id', id)
    const after = await serverRow(m, c.table, id)
    return Object.entries(patch).every(([key, value]) => after?.[key] === value)
  }
  await client.from(c.table).delete().eq('id', id)
  return (await serverRow(m, c.table, id)) === null
}

export { ACTORS }
