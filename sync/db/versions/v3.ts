import { v2 } from './v2.ts'
import type { DexieVersion } from './version.ts'

/** JUL Mode reflections, mirrored like every owned table. */
export const v3: DexieVersion = {
  version: 3,
  stores: { ...v2.stores, jul_reflections: 'id, updated_at, [user_id+created_at]' },
}
