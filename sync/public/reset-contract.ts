/**
 * What the page's build-stamp check needs to know about the reset before it decides to run one.
 * Kept apart from `reset.ts` (Dexie, zod) so the entry script stays small: the reset itself is
 * loaded only when a new build arrives.
 */

export const DATABASE_BUSY = 'busy'

/** The slice of local storage the copy needs (sync/ has no DOM types). */
export type KeyValue = { getItem(key: string): string | null; setItem(key: string, value: string): void }

/** What the page's reset needs from the local database. */
export interface ResetDatabase {
  /** The sync database's name (to delete where the browser cannot list its databases). */
  readonly name: string
  /** Databases the reset must leave alone. */
  readonly kept: readonly string[]
  /**
   * Asks every open tab to close the database and runs `work` once none holds it; `DATABASE_BUSY`
   * when one would not let go within `RESET_WAIT_MS`.
   */
  alone<T>(work: () => Promise<T>): Promise<T | typeof DATABASE_BUSY>
  /**
   * Copies what the server does not have yet: queue entries to local storage `pending_sync_data`
   * (merged by id with what a previous attempt saved), waiting files and unsent forms to the kept
   * store. Answers how many queue entries are saved. Throws, so that nothing is wiped, when an
   * entry is unreadable or storage is full.
   */
  saveUnsent(storage: KeyValue): Promise<number>
}
