import type { LocalDatabase } from '../../../sync/public/local-database.ts'
import { memberRange } from '../../../sync/public/member-range.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { DELIVERABLES_LIMIT, visibleMinutes } from '../../lib/agreements.ts'
import {
  boardCheckIns,
  boardMetrics,
  keyDecisions,
  milestoneDisplay,
  okrScore,
  sortMilestones,
  totalPaidCents,
} from './board-rules.ts'

/** Everything the board shows, read from this member's rows in the local mirror (001 §7, 002 §2.3). */
async function readBoard(db: LocalDatabase, userId: string) {
  const own = memberRange(userId)
  const [purchases, tasks, milestones, sessions, minutes, configs, interactions] = await Promise.all([
    db.mirror('user_service_purchases').where('user_id').equals(userId).toArray(),
    db.mirror('julboard_tasks').where('user_id').equals(userId).toArray(),
    // Undated milestones have no [user_id+target_date] key, so the index would miss them.
    db
      .mirror('milestones')
      .filter((row) => row.user_id === userId)
      .toArray(),
    db
      .mirror('sessions')
      .where('[user_id+start_time]')
      .between(...own)
      .toArray(),
    db
      .mirror('meeting_minutes')
      .where('[user_id+meeting_date]')
      .between(...own)
      .reverse()
      .toArray(),
    db
      .mirror('meeting_minutes_config')
      .where('[user_id+config_type]')
      .between(...own)
      .toArray(),
    db.mirror('crm_interactions').where('user_id').equals(userId).count(),
  ])
  return { purchases, tasks, milestones, sessions, minutes, configs, interactions }
}

export type BoardRows = Awaited<ReturnType<typeof readBoard>>

/**
 * The board's sections, live from the mirror: loading until the first pull while every table the board
 * reads is empty for this member.
 */
export function useBoard(userId: string, now: number) {
  return useMirrorRead(
    async (db) => {
      const rows = await readBoard(db, userId)
      return { ...boardView(rows, now), empty: isBoardEmpty(rows) }
    },
    [userId, now],
    { what: 'board cards', isEmpty: (board) => board.empty },
  )
}

/** True when none of the board's tables has a row for this member yet. */
function isBoardEmpty(rows: BoardRows): boolean {
  return (
    rows.purchases.length === 0 &&
    rows.tasks.length === 0 &&
    rows.milestones.length === 0 &&
    rows.sessions.length === 0 &&
    rows.minutes.length === 0
  )
}

/** The board's sections computed from the rows with the pure rules of board-rules.ts. */
function boardView(rows: BoardRows, now: number) {
  const milestones = sortMilestones(rows.milestones)
  const decisions = keyDecisions(rows.tasks)
  const listed = visibleMinutes(rows.minutes)
  const config = rows.configs.find((row) => row.config_type === 'google_drive_integration')
  return {
    metrics: boardMetrics(totalPaidCents(rows.purchases)),
    checkIns: boardCheckIns(rows.sessions, now),
    decisions,
    milestones: milestones.map((row) => ({ ...row, display: milestoneDisplay(row.status) })),
    okrScore: okrScore(milestones),
    deliverables: listed
      .filter((minute) => minute.deliverables_promised.length > 0)
      .slice(0, DELIVERABLES_LIMIT),
    automation: {
      autoDetect: autoDetectOn(config?.settings),
      reports: rows.sessions.filter((s) => s.notes?.includes('AI_REPORT_GENERATED') ?? false).length,
      approvedMinutes: rows.minutes.filter((minute) => minute.status === 'approved').length,
      crmInteractions: rows.interactions,
    },
    pendingDecisions: rows.tasks.filter((task) => task.status !== 'completed').length,
    atRiskMilestones: milestones.filter((row) => milestoneDisplay(row.status) === 'at-risk').length,
  }
}

export type BoardView = ReturnType<typeof boardView>

/** meeting_minutes_config.settings.auto_detect_recordings (001 §3); on unless set false. */
function autoDetectOn(settings: unknown): boolean {
  if (settings === null || typeof settings !== 'object' || !('auto_detect_recordings' in settings))
    return true
  return settings.auto_detect_recordings !== false
}
