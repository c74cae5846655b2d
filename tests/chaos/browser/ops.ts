/**
 * Runs inside an app page (bundled to one script and evaluated by the harness): the operations a member
 * makes, through the real repositories of `sync/public`, on the page's own IndexedDB database, and a
 * read of everything the device holds for the checker. The app's sync worker in the same tab (or the
 * leading tab) sends what these writes queue, exactly as it sends the screens' writes.
 */
import { DATABASE_NAME, JulDatabase } from '../../../sync/db/database.ts'
import { KV } from '../../../sync/db/records.ts'
import type { RowData } from '../../../sync/protocol.ts'
import { createRepository } from '../../../sync/public/repositories.ts'
import { DATABASE_LOCK } from '../../../sync/public/reset.ts'
import { TABLES, type TableName } from '../../../sync/tables.ts'
import { QUEUE_CHANNEL } from '../../../sync/worker-api.ts'

export type PageWrite = (
  | {
      kind: 'insert'
      table: TableName
      values: RowData
      attachment?: { bucket: string; path: string; bytes: number[]; contentType: string }
    }
  | { kind: 'update'; table: TableName; id: string; patch: RowData }
  | { kind: 'remove'; table: TableName; id: string }
) & {
  /** How far this device's clock is off (ms): its edits are stamped with it until the server's answers correct it. */
  skewMs?: number
}

/** `hlc`: when the write was made, as its queue entry says (null: it queued nothing). */
export type WriteOutcome =
  | { ok: true; row: RowData | null; hlc: string | null }
  | { ok: false; error: string }

export type QueueView = {
  id: string
  table: string
  action: string
  row_id: string
  user_id: string | null
  status: string
  error: string | null
}

export type DeviceSnapshot = {
  /** The user the page's stored session names (what the screens would show as signed in). */
  sessionUser: string | null
  mirrorOwner: string | null
  heldFor: unknown
  lastSyncTime: string | null
  leaderState: unknown
  /** The epoch the newest leader raised: a published state naming another epoch is a previous leader's. */
  leaderEpoch: unknown
  /** Web Locks held and waited for in this origin: who leads, who queues (a stuck device's first clue). */
  locks: { held: string[]; pending: string[] }
  tables: Record<string, RowData[]>
  queue: QueueView[]
  attachments: { status: string; user_id: string; path: string }[]
}

/** Rows of owned tables whose owner is not the mirror's owner: what a leak check asks the server about. */
export type ForeignRows = {
  mirrorOwner: string | null
  rows: { table: string; id: string; owner: unknown }[]
}

export type ChaosPageApi = {
  write(op: PageWrite): Promise<WriteOutcome>
  snapshot(withRows: boolean): Promise<DeviceSnapshot>
  foreign(): Promise<ForeignRows>
}

declare global {
  var __julChaos: ChaosPageApi | undefined
}

function sessionUser(): string | null {
  const key = `sb-${location.hostname.split('.')[0]}-auth-token`
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { user?: { id?: unknown } } | null
    return typeof stored?.user?.id === 'string' ? stored.user.id : null
  } catch {
    return null
  }
}

let db: JulDatabase | null = null
/** One connection per page; a newer build's upgrade or the build-stamp reset closes it, the next call reopens. */
const database = (): JulDatabase => {
  db ??= new JulDatabase(DATABASE_NAME, {
    onReloadRequired: () => {
      db = null
    },
  })
  return db
}
const queued = new BroadcastChannel(QUEUE_CHANNEL)

/**
 * A write holds the database lock in shared mode, as the app's own client in the page does for as long
 * as it is open: a build-stamp reset in another tab takes the lock exclusively before it copies the
 * queue and wipes the database, so no write can land between the copy and the wipe (the harness's own
 * connection is not the app's client, which closes for a reset and asks for a reload).
 */
function write(op: PageWrite): Promise<WriteOutcome> {
  return navigator.locks.request(DATABASE_LOCK, { mode: 'shared' }, () => writeNow(op))
}

/**
 * The device's clock as the app's edit clock sees it (`sync/client.ts`): off by `skewMs` until the sync
 * leader has learnt the server's offset; then the learnt offset (measured against this device's own
 * clock, which is off by the same amount) cancels the skew.
 */
async function deviceNow(skewMs: number): Promise<() => number> {
  const offset = (await database().kv.get(KV.clockOffset))?.value
  return typeof offset === 'number' ? () => Date.now() + offset : () => Date.now() + skewMs
}

async function writeNow(op: PageWrite): Promise<WriteOutcome> {
  try {
    let hlc: string | null = null
    const repository = createRepository(
      {
        db: database(),
        userId: sessionUser,
        now: await deviceNow(op.skewMs ?? 0),
        onQueued: (entry) => {
          hlc = entry?.hlc ?? null
          queued.postMessage({ type: 'queued' })
        },
      },
      op.table,
    )
    if (op.kind === 'insert') {
      const attachments = op.attachment
        ? [
            {
              bucket: op.attachment.bucket,
              path: op.attachment.path,
              blob: new Blob([new Uint8Array(op.attachment.bytes)], { type: op.attachment.contentType }),
              contentType: op.attachment.contentType,
            },
          ]
        : []
      const row = await repository.insert(op.values as never, { attachments })
      return { ok: true, row: row as RowData, hlc }
    }
    // A member changes or deletes only a row their screen shows: one this device holds.
    if (!(await database().table(op.table).get(op.id))) return { ok: false, error: 'not on this device' }
    if (op.kind === 'update') await repository.update(op.id, op.patch as never)
    else await repository.remove(op.id)
    return { ok: true, row: null, hlc }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
  }
}

async function heldLocks(): Promise<DeviceSnapshot['locks']> {
  const state = await navigator.locks.query()
  const names = (locks: LockInfo[] | undefined) => (locks ?? []).map((lock) => `${lock.name} ${lock.mode}`)
  return { held: names(state.held), pending: names(state.pending) }
}

async function snapshot(withRows: boolean): Promise<DeviceSnapshot> {
  const local = database()
  const kv = async (key: string) => (await local.kv.get(key))?.value ?? null
  const tables: Record<string, RowData[]> = {}
  if (withRows) for (const spec of TABLES) tables[spec.name] = await local.table<RowData>(spec.name).toArray()
  const queue = (await local.pending_sync_data.toArray()).map((e) => ({
    id: e.id,
    table: e.table,
    action: e.action,
    row_id: e.row_id,
    user_id: e.user_id,
    status: e.status,
    error: e.error,
  }))
  const attachments = (await local.attachments.toArray()).map((a) => ({
    status: a.status,
    user_id: a.user_id,
    path: a.path,
  }))
  return {
    sessionUser: sessionUser(),
    mirrorOwner: (await kv(KV.mirrorOwner)) as string | null,
    heldFor: await kv(KV.heldForUser),
    lastSyncTime: (await kv(KV.lastSyncTime)) as string | null,
    leaderState: await kv(KV.leaderState),
    leaderEpoch: await kv(KV.leaderEpoch),
    locks: await heldLocks(),
    tables,
    queue,
    attachments,
  }
}

/** Sampled after every step of a run: one read transaction over the owned tables, not one per table. */
async function foreign(): Promise<ForeignRows> {
  const local = database()
  const owned = TABLES.filter((spec) => spec.owner !== null)
  return local.transaction('r', [local.kv, ...owned.map((spec) => local.table(spec.name))], async () => {
    const mirrorOwner = ((await local.kv.get(KV.mirrorOwner))?.value ?? null) as string | null
    if (mirrorOwner === null) return { mirrorOwner, rows: [] }
    const held = await Promise.all(
      owned.map(async (spec) => {
        const column = spec.owner as string
        const rows = await local
          .table<RowData>(spec.name)
          .filter((row) => row[column] !== mirrorOwner)
          .toArray()
        return rows.map((row) => ({ table: spec.name, id: String(row[spec.primaryKey]), owner: row[column] }))
      }),
    )
    return { mirrorOwner, rows: held.flat() }
  })
}

globalThis.__julChaos = { write, snapshot, foreign }
