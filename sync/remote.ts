import type { Cursor, PushAnswer, PushEntry, RowData } from './protocol.ts'
import type { RemoteError } from './push/classify.ts'
import type { RealtimeState } from './status.ts'

/**
 * How long a request may go unanswered. A black-holed connection (a dead spot, a captive portal) keeps
 * a socket open for minutes: without a bound it would hold the sync cycle, sign-out and the leader
 * lock that long. Generous against hosted Supabase's 8 s statement timeout and a 1,000-row page on a
 * slow link.
 */
export const REQUEST_TIMEOUT_MS = 30_000

export type RemoteResult<T> = { ok: true; value: T } | { ok: false; error: RemoteError }

/** A server-side record of a deleted row (filled by a trigger), read like any other pulled table. */
export type Tombstone = { table: string; rowId: string; updatedAt: string; id: string }

export type PullPageRequest = {
  table: string
  /** Rows strictly after this (`updated_at`, `id`) position, or all rows when null. */
  after: Cursor | null
  limit: number
}

/** One table realtime watches; `filter` (`<column>=eq.<value>`) limits the wake-ups to matching rows. */
export type RealtimeTable = { table: string; filter?: string }

export type RealtimeHandlers = {
  /** A row of `table` changed on the server: only a hint, the pull is the source of truth. */
  onChange: (table: string) => void
  /**
   * The channel joined, the first time included: changes made between the last pull and the join (or
   * while it was down) were not announced, so the engine catches up.
   */
  onJoin: () => void
  /** The channel joined (live) or could not join / dropped (failed). */
  onStatus?: (state: Extract<RealtimeState, 'live' | 'failed'>) => void
}

/**
 * Everything the engine asks of the server. The Supabase adapter implements it over supabase-js;
 * unit tests use an in-memory fake that can go offline, be slow, lose acknowledgements or refuse.
 */
export interface Remote {
  /**
   * The user's queue, through the server's one write function (`sync_push`): one transaction, the
   * device's ledger, an answer per entry. Safe to send again after a lost answer.
   */
  push(clientId: string, entries: PushEntry[]): Promise<RemoteResult<PushAnswer>>
  /**
   * Push-only rows (public forms): a plain INSERT with the anon key whoever is signed in, without
   * reading back. anon may insert but not select, and PostgreSQL checks SELECT policies for any
   * ON CONFLICT target, so a resent row answers 409 / 23505 instead of being ignored.
   */
  insertAnonymous(table: string, rows: RowData[]): Promise<RemoteResult<null>>
  pullPage(request: PullPageRequest): Promise<RemoteResult<RowData[]>>
  pullTombstones(after: Cursor | null, limit: number): Promise<RemoteResult<Tombstone[]>>
  fetchRows(table: string, primaryKey: string, ids: string[]): Promise<RemoteResult<RowData[]>>
  /**
   * One cheap request naming the tables with rows newer than the given time (`sync_tombstones` for
   * deletes), as the caller may see them: the catch-up then pulls only those.
   */
  changedTables(since: Readonly<Record<string, string>>): Promise<RemoteResult<string[]>>
  /** Watches the tables (and `sync_tombstones`, unfiltered) for changes the caller may see. */
  subscribe(tables: readonly RealtimeTable[], handlers: RealtimeHandlers): () => void
  /**
   * Gives up on every request in flight (the engine stops, the member changes or signs out): each
   * answers at once as unanswered (status 0). The server may still apply a push it received; the
   * ledger makes its resend harmless.
   */
  cancelRequests(): void
}
