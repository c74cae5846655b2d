import { v1 } from './v1.ts'
import { v2 } from './v2.ts'
import { v3 } from './v3.ts'
import { v4 } from './v4.ts'
import { v5 } from './v5.ts'
import { v6 } from './v6.ts'
import type { DexieVersion } from './version.ts'

/** Every version ever released, oldest first. Append only. */
export const VERSIONS: readonly DexieVersion[] = [v1, v2, v3, v4, v5, v6]
