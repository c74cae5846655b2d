import { TABLES } from '../tables.ts'
import { TOMBSTONES_KEY } from './pull-table.ts'

/** Everything a full pull reads: every mirrored table, then the tombstones. */
export const ALL_PULLS: readonly string[] = [...TABLES.map((t) => t.name), TOMBSTONES_KEY]

/**
 * Which tables still need a pull. A table leaves only when its pull succeeded, so a failure (network,
 * expired token, a refusal) keeps it for the next attempt; the others go on. `complete` says whether
 * every table asked for by the last full pull has been read (or refused for good) since.
 */
export class PullPlan {
  private readonly dirty = new Set<string>()
  private fullOutstanding: Set<string> | null = null

  /** Lead, online, new session: every table. */
  markAll(): void {
    for (const table of ALL_PULLS) this.dirty.add(table)
    this.fullOutstanding = new Set(ALL_PULLS)
  }

  mark(table: string): void {
    this.dirty.add(table)
  }

  /** In pull order: registry order, tombstones last (rows first, then the deletes that follow them). */
  pending(): string[] {
    return ALL_PULLS.filter((table) => this.dirty.has(table))
  }

  get idle(): boolean {
    return this.dirty.size === 0
  }

  succeeded(table: string): void {
    this.dirty.delete(table)
    this.fullOutstanding?.delete(table)
  }

  /** Refused for good: kept for later attempts, but it does not hold back "first pull done". */
  refused(table: string): void {
    this.fullOutstanding?.delete(table)
  }

  /** True once, when the last full pull asked has been read through. */
  takeFullDone(): boolean {
    if (!this.fullOutstanding || this.fullOutstanding.size > 0) return false
    this.fullOutstanding = null
    return true
  }
}
