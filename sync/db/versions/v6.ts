import { v5 } from './v5.ts'
import type { DexieVersion } from './version.ts'

/** Comments on board cards, read per card in the order they were written. */
export const v6: DexieVersion = {
  version: 6,
  stores: { ...v5.stores, julboard_card_comments: 'id, updated_at, [card_id+created_at]' },
}
