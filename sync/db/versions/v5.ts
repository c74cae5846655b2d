import { v4 } from './v4.ts'
import type { DexieVersion } from './version.ts'

/** The capital readiness beta: the member's company reports and their e-mail workflows. */
export const v5: DexieVersion = {
  version: 5,
  stores: {
    ...v4.stores,
    company_reports: 'id, updated_at, user_id',
    capital_readiness_workflows: 'id, updated_at, [user_id+created_at]',
  },
}
