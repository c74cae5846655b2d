import type { PushAnswer, PushEntry, RowData, ScopeAfter } from './protocol.ts'
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

/** One scope of a `sync_pull` request (supabase/migrations/*_sync_pull.sql). */
export type ScopeRequest = {
  scope: string
  /** Rows from this version on; null reads the scope from the beginning. */
  since: string | null
  /** Goes on after the last row a previous page ended on. */
  after?: ScopeAfter | null
  /** Rows the device holds already, as `<id>@<version>`: not sent again. */
  held?: string[]
}
export type ScopePullRequest = { scopes: ScopeRequest[]; limit: number; scopes_hash?: string }

/** A row that left a scope (deleted, or no longer shown there), at the version that removed it. */
export type Removal = { table: string; id: string; xid: string }

export type ScopeResult =
  | {
      scope: string
      kind: 'rows'
      rows: Record<string, RowData[]>
      removed: Removal[]
      next: ScopeAfter | null
    }
  /** The caller no longer holds this scope: its rows leave the device. */
  | { scope: string; kind: 'gone' }
  /** Tombstones this device had not read were compacted: read the scope again from scratch. */
  | { scope: string; kind: 'resync' }

export type ScopePullAnswer = {
  /** Every transaction below this version had ended when the server read. */
  horizon: string
  serverTime: number
  scopesHash: string
  /** The caller's scopes, when they differ from the hash the request named. */
  scopes: string[] | null
  results: ScopeResult[]
}

/**
 * "This scope changed", from a member's private Broadcast channel (sent at commit by the server's
 * triggers). `rows` names the rows the transaction `xid` wrote in that scope ([table, id, 'u' | 'd']),
 * or is null when there were too many; `scope` '*' means the member's scope list may have changed.
 */
export type WakeUp = { scope: string; xid: string | null; rows: Array<[string, string, string]> | null }

export type RealtimeHandlers = {
  /** Something in a scope changed on the server: only a hint, the pull is the source of truth. */
  onChange: (wakeUp: WakeUp) => void
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
  /**
   * What changed in the caller's scopes (`sync_pull`): one request for every scope and table, rows
   * and removals, paged; when nothing changed, no rows — the same call is the probe.
   */
  pullScopes(request: ScopePullRequest): Promise<RemoteResult<ScopePullAnswer>>
  fetchRows(table: string, primaryKey: string, ids: string[]): Promise<RemoteResult<RowData[]>>
  /** Joins the member's private wake-up channels (`sync:<id>`, `sync:rooms:<level>`). */
  subscribe(topics: readonly string[], handlers: RealtimeHandlers): () => void
  /**
   * Gives up on every request in flight (the engine stops, the member changes or signs out): each
   * answers at once as unanswered (status 0). The server may still apply a push it received; the
   * ledger makes its resend harmless.
   */
  cancelRequests(): void
}
