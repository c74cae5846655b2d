import { v1 } from './v1.ts'
import type { DexieVersion } from './version.ts'

/** The outbox of push-only rows (public forms), kept apart from the per-user queue and the mirror. */
export const v2: DexieVersion = {
  version: 2,
  stores: { ...v1.stores, outbox: '++seq, &id' },
}
