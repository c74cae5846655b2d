import { ENTRY_STATUS, type QueueEntry, type RowData } from '../protocol.ts'

/**
 * The next request of a push pass, planned from the user's queue (pure: `push-pass.ts` does the IO).
 *
 * - Entries the server may have received already (they carry a ledger number, `client_seq`: sent,
 *   answer not yet in) go first, in their numbers' order: a resend after a lost answer is one request,
 *   answered from the server's ledger.
 * - Then waiting entries in queue order, except those that must wait (below), up to
 *   `MAX_BATCH_ENTRIES` and `MAX_BATCH_BYTES`. Every kind of change shares one request.
 * - An entry waits when its row waits: the row has a failed entry (the member decides), an entry of
 *   the row is waiting for its file, or the entry refers to a row whose insert is waiting. So a capture
 *   and its board link, or a session and its notes, never travel apart.
 * - Entries that belong together (a row's insert with the later changes of that row, and with the
 *   rows that refer to it) form a group, sent next to each other: the server commits a group whole
 *   or refuses it whole.
 */
export type PlannedEntry = { entry: QueueEntry; group?: string }

export type PushPlan = {
  /** Entries to send now, in send order (empty: nothing can go). */
  batch: PlannedEntry[]
  /** Entries too large for the server: refused here, never sent. */
  tooLarge: QueueEntry[]
}

export type PlanInput = {
  entries: readonly QueueEntry[]
  /** Queue entries whose file is not on the server yet. */
  waitingFiles: ReadonlySet<string>
  /** This device's ledger id: entries numbered under it are resends. */
  clientId: string
  /** At most this many entries (a request the server keeps failing is halved). */
  limit?: number | undefined
}

/** Entries per request: 1,000 queued writes drain in five requests. */
export const MAX_BATCH_ENTRIES = 200
/** JSON bytes per request (long notes), far below any proxy's body limit. */
export const MAX_BATCH_BYTES = 256 * 1024
/** One change the server accepts at most (`sync_push` refuses larger ones). */
export const MAX_ENTRY_BYTES = 1_000_000

export const rowKey = (table: string, rowId: string): string => `${table}\u0000${rowId}`

const sizeOf = (entry: QueueEntry): number => JSON.stringify(entry.data).length

/** The ids an entry's fields name (top-level strings and string lists): the rows it refers to. */
function referencedIds(data: RowData, own: string): string[] {
  const ids: string[] = []
  for (const value of Object.values(data)) {
    if (typeof value === 'string' && value !== own) ids.push(value)
    else if (Array.isArray(value))
      for (const item of value) if (typeof item === 'string' && item !== own) ids.push(item)
  }
  return ids
}

const byQueueOrder = (a: QueueEntry, b: QueueEntry): number => (a.seq ?? 0) - (b.seq ?? 0)

export function planPush(input: PlanInput): PushPlan {
  const limit = Math.max(1, Math.min(input.limit ?? MAX_BATCH_ENTRIES, MAX_BATCH_ENTRIES))
  const ordered = [...input.entries].sort(byQueueOrder)
  const isResend = (e: QueueEntry) =>
    e.client_seq !== undefined && e.client_id === input.clientId && e.status === ENTRY_STATUS.pending
  const sent = ordered.filter(isResend).sort((a, b) => (a.client_seq ?? 0) - (b.client_seq ?? 0))
  const resent = wholeGroups(sent.slice(0, limit), sent)
  if (resent.length < sent.length) return { batch: grouped(resent), tooLarge: [] }

  const { sendable, tooLarge } = withoutWaiting(
    ordered.filter((e) => !isResend(e)),
    input.waitingFiles,
  )
  const batch: QueueEntry[] = []
  let bytes = resent.reduce((total, e) => total + sizeOf(e), 0)
  for (const entry of sendable) {
    const size = sizeOf(entry)
    if (
      resent.length + batch.length >= limit ||
      (resent.length + batch.length > 0 && bytes + size > MAX_BATCH_BYTES)
    )
      break
    batch.push(entry)
    bytes += size
  }
  // The resent entries keep their numbers and their groups; new ones follow, grouped among themselves.
  return { batch: [...grouped(resent), ...grouped(wholeGroups(batch, sendable))], tooLarge }
}

/**
 * Leaves out, in queue order, every entry that must wait (see above) and the ones too large to send;
 * a row left out for either reason holds back its later entries and the entries that refer to it.
 */
function withoutWaiting(
  ordered: readonly QueueEntry[],
  waitingFiles: ReadonlySet<string>,
): { sendable: QueueEntry[]; tooLarge: QueueEntry[] } {
  const heldRows = new Set<string>()
  const heldInserts = new Set<string>()
  const sendable: QueueEntry[] = []
  const tooLarge: QueueEntry[] = []
  for (const entry of ordered) {
    const key = rowKey(entry.table, entry.row_id)
    const large =
      entry.status === ENTRY_STATUS.pending && !heldRows.has(key) && sizeOf(entry) > MAX_ENTRY_BYTES
    const held =
      large ||
      entry.status !== ENTRY_STATUS.pending ||
      heldRows.has(key) ||
      waitingFiles.has(entry.id) ||
      referencedIds(entry.data, entry.row_id).some((id) => heldInserts.has(id))
    if (large) tooLarge.push(entry)
    if (!held) {
      sendable.push(entry)
      continue
    }
    heldRows.add(key)
    if (entry.action === 'insert') heldInserts.add(entry.row_id)
  }
  return { sendable, tooLarge }
}

/** Joins the entries of each group (see `groupsOf`). */
class Groups {
  private readonly parent = new Map<string, string>()

  find(id: string): string {
    const up = this.parent.get(id)
    if (up === undefined || up === id) return id
    const root = this.find(up)
    this.parent.set(id, root)
    return root
  }

  join(a: string, b: string): void {
    const ra = this.find(a)
    const rb = this.find(b)
    if (ra !== rb) this.parent.set(rb, ra)
  }
}

/** Entries that commit together: a row's insert, its later entries, and the entries that refer to it. */
function groupsOf(entries: readonly QueueEntry[]): Groups {
  const groups = new Groups()
  // Row ids are UUIDs made on devices: unique across tables, so a field naming one names that row.
  const inserted = new Map<string, string>()
  for (const entry of entries) {
    const own = inserted.get(entry.row_id)
    if (own) groups.join(own, entry.id)
    for (const id of referencedIds(entry.data, entry.row_id)) {
      const insert = inserted.get(id)
      if (insert) groups.join(insert, entry.id)
    }
    if (entry.action === 'insert') inserted.set(entry.row_id, entry.id)
  }
  return groups
}

/** A batch cut by the limits must not cut a group: its members still waiting go next time, together. */
function wholeGroups(batch: QueueEntry[], sendable: readonly QueueEntry[]): QueueEntry[] {
  if (batch.length === sendable.length) return batch
  const groups = groupsOf(sendable)
  const cut = new Set(sendable.slice(batch.length).map((e) => groups.find(e.id)))
  const kept = batch.filter((e) => !cut.has(groups.find(e.id)))
  // A group larger than a whole request goes as it is.
  return kept.length > 0 ? kept : batch
}

/**
 * Send order with groups next to each other: each group moves to the place of its last member, so
 * every row's entries keep their order and nothing a group member refers to comes after it.
 */
function grouped(batch: readonly QueueEntry[]): PlannedEntry[] {
  const groups = groupsOf(batch)
  const lastOf = new Map<string, number>()
  const size = new Map<string, number>()
  batch.forEach((entry, index) => {
    const root = groups.find(entry.id)
    lastOf.set(root, index)
    size.set(root, (size.get(root) ?? 0) + 1)
  })
  return batch
    .map((entry, index) => ({ entry, index, root: groups.find(entry.id) }))
    .sort((a, b) => (lastOf.get(a.root) ?? 0) - (lastOf.get(b.root) ?? 0) || a.index - b.index)
    .map(({ entry, root }) => ((size.get(root) ?? 0) > 1 ? { entry, group: root } : { entry }))
}
