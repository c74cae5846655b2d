import type { Transaction } from 'dexie'

/** One forward-only Dexie version: its full store list and an optional data upgrade. */
export type DexieVersion = {
  version: number
  stores: Record<string, string | null>
  upgrade?: (tx: Transaction) => Promise<void>
}
