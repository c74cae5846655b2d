import type { LocalDatabase } from '../../../sync/public/local-database.ts'
import { memberRange } from '../../../sync/public/member-range.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import type { HomeData } from './home-digest.ts'

/** Everything Home shows, read from the member's rows in the local mirror. */
async function readHome(db: LocalDatabase, userId: string) {
  const own = memberRange(userId)
  const [sessions, proposals, tasks, milestones, minutes, reports, captures, sparks, profile, memberships] =
    await Promise.all([
      db
        .mirror('sessions')
        .where('[user_id+start_time]')
        .between(...own)
        .toArray(),
      db
        .mirror('console_proposals')
        .where('[user_id+created_at]')
        .between(...own)
        .toArray(),
      db.mirror('julboard_tasks').where('user_id').equals(userId).toArray(),
      db
        .mirror('milestones')
        .filter((row) => row.user_id === userId)
        .toArray(),
      db
        .mirror('meeting_minutes')
        .where('[user_id+meeting_date]')
        .between(...own)
        .toArray(),
      db.mirror('session_reports').where('user_id').equals(userId).toArray(),
      db
        .mirror('capture_inbox')
        .where('[user_id+status]')
        .between(...own)
        .toArray(),
      db
        .mirror('sparks')
        .where('[user_id+created_at]')
        .between(...own)
        .toArray(),
      db.mirror('profiles').get(userId),
      db.mirror('jul_memberships').where('user_id').equals(userId).toArray(),
    ])
  return { sessions, proposals, tasks, milestones, minutes, reports, captures, sparks, profile, memberships }
}

export type HomeRows = Awaited<ReturnType<typeof readHome>>

/**
 * Everything Home shows, live. Every member has a membership row once pulled, so none means the
 * first pull has not landed yet: loading, never a Home of zeros.
 */
export function useHomeData(userId: string) {
  return useMirrorRead((db) => readHome(db, userId), [userId], {
    what: 'home',
    isEmpty: (rows) => rows.memberships.length === 0,
  })
}

/** The rows in the shape the pure summaries take (captures and sparks titled by their content). */
export function toHomeData(rows: HomeRows): HomeData {
  return {
    ...rows,
    captures: rows.captures.map((row) => ({
      title: row.content ?? row.content_type,
      created_at: row.created_at,
    })),
    sparks: rows.sparks.map((row) => ({ title: row.content, created_at: row.created_at })),
  }
}
