import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import type { SyncClient } from '../../../sync/client.ts'
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

const between = (userId: string) => [
  [userId, Dexie.minKey],
  [userId, Dexie.maxKey],
]

/** Everything the board shows, read from this member's rows in the local mirror (001 §7, 002 §2.3). */
async function readBoard(client: SyncClient, userId: string) {
  const db = client.db
  const [lower, upper] = between(userId)
  const [purchases, tasks, milestones, sessions, minutes, configs, interactions] = await Promise.all([
    db.mirror('user_service_purchases').where('user_id').equals(userId).toArray(),
    db.mirror('julboard_tasks').where('user_id').equals(userId).toArray(),
    // Undated milestones have no [user_id+target_date] key, so the index would miss them.
    db
      .mirror('milestones')
      .filter((row) => row.user_id === userId)
      .toArray(),
    db.mirror('sessions').where('[user_id+start_time]').between(lower, upper).toArray(),
    db.mirror('meeting_minutes').where('[user_id+meeting_date]').between(lower, upper).reverse().toArray(),
    db.mirror('meeting_minutes_config').where('[user_id+config_type]').between(lower, upper).toArray(),
    db.mirror('crm_interactions').where('user_id').equals(userId).count(),
  ])
  return { purchases, tasks, milestones, sessions, minutes, configs, interactions }
}

export type BoardRows = Awaited<ReturnType<typeof readBoard>>

/** undefined while the mirror answers, null when reading it failed (shown with Retry: bump `attempt`). */
export function useBoardRows(client: SyncClient, userId: string, attempt = 0): BoardRows | null | undefined {
  return useLiveQuery(
    () =>
      readBoard(client, userId).catch((error: unknown) => {
        console.error('Failed to load board cards', error)
        return null
      }),
    [client, userId, attempt],
  )
}

/** True when none of the board's tables has a row for this member yet. */
export function isBoardEmpty(rows: BoardRows): boolean {
  return (
    rows.purchases.length === 0 &&
    rows.tasks.length === 0 &&
    rows.milestones.length === 0 &&
    rows.sessions.length === 0 &&
    rows.minutes.length === 0
  )
}

/** The board's sections computed from the rows with the pure rules of board-rules.ts. */
export function useBoardView(rows: BoardRows | null | undefined, now: number) {
  return useMemo(() => {
    if (!rows) return undefined
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
  }, [rows, now])
}

export type BoardView = NonNullable<ReturnType<typeof useBoardView>>

/** meeting_minutes_config.settings.auto_detect_recordings (001 §3); on unless set false. */
function autoDetectOn(settings: unknown): boolean {
  if (settings === null || typeof settings !== 'object' || !('auto_detect_recordings' in settings))
    return true
  return settings.auto_detect_recordings !== false
}
