import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { memberReports } from './readiness-rules.ts'

/** The member's published company reports, oldest first. */
export function useMemberReports(userId: string) {
  return useMirrorRead(
    async (db) => memberReports(await db.mirror('company_reports').where('user_id').equals(userId).toArray()),
    [userId],
    { what: 'company reports' },
  )
}
