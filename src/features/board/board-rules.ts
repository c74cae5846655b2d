import type { MemberAccess } from '../../lib/access.ts'
import { founderActionsAllowed, tierAllows } from '../../lib/tier-matrix.ts'

/** 001 §9 board metrics from the member's purchases. Amounts are in cents. */
export interface BoardMetrics {
  /** Euro: total / 100. */
  mrr: number
  /** Euro: total × 1.5 / 100. */
  pipeline: number
  /** People: max(1, floor(total / 50,000)). */
  team: number
  /** Months: max(6, floor(total / 10,000)). */
  runway: number
}

export interface PurchaseRow {
  amount_paid: number
  status: string
}

/** Refunded and pending purchases are not money the company has: only paid ones count. */
export function totalPaidCents(purchases: readonly PurchaseRow[]): number {
  return purchases.filter((row) => row.status === 'paid').reduce((sum, row) => sum + row.amount_paid, 0)
}

export function boardMetrics(totalCents: number): BoardMetrics {
  return {
    mrr: totalCents / 100,
    pipeline: (totalCents * 1.5) / 100,
    team: Math.max(1, Math.floor(totalCents / 50_000)),
    runway: Math.max(6, Math.floor(totalCents / 10_000)),
  }
}

/** 001 §9: "board tasks latest 5", "board check-ins 3". */
export const BOARD_DECISIONS_LIMIT = 5
export const BOARD_CHECK_INS_LIMIT = 3

export type DecisionStatus = 'approved' | 'pending'
export type DecisionPriority = 'high' | 'medium' | 'low'

/** 001 §4 task to decision: completed becomes approved, else pending. */
export function decisionStatus(taskStatus: string): DecisionStatus {
  return taskStatus === 'completed' ? 'approved' : 'pending'
}

/** 001 §4: priority high, low, otherwise medium (urgent included). */
export function decisionPriority(taskPriority: string): DecisionPriority {
  return taskPriority === 'high' || taskPriority === 'low' ? taskPriority : 'medium'
}

export interface TaskRow {
  id: string
  title: string
  description: string | null
  status: string
  priority: string
  created_at: string
  updated_at: string
}

export interface Decision {
  id: string
  title: string
  description: string | null
  status: DecisionStatus
  priority: DecisionPriority
}

/** The latest tasks (newest first, then the most recently changed, then by title) as key decisions. */
export function keyDecisions(tasks: readonly TaskRow[], limit = BOARD_DECISIONS_LIMIT): Decision[] {
  return [...tasks]
    .sort(
      (a, b) =>
        b.created_at.localeCompare(a.created_at) ||
        b.updated_at.localeCompare(a.updated_at) ||
        a.title.localeCompare(b.title),
    )
    .slice(0, limit)
    .map((task) => ({
      id: task.id,
      title: task.title,
      description: task.description,
      status: decisionStatus(task.status),
      priority: decisionPriority(task.priority),
    }))
}

export type MilestoneDisplay = 'completed' | 'on-track' | 'at-risk'

/** 001 §4 milestone display: completed; in_progress is on-track; anything else at-risk. */
export function milestoneDisplay(status: string): MilestoneDisplay {
  if (status === 'completed') return 'completed'
  if (status === 'in_progress') return 'on-track'
  return 'at-risk'
}

export interface MilestoneRow {
  id: string
  title: string
  description: string | null
  progress_percentage: number
  target_date: string | null
  status: string
}

/** 001 §7: milestones by target date ascending; undated ones last. */
export function sortMilestones<T extends MilestoneRow>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => {
    if (a.target_date === b.target_date) return a.title.localeCompare(b.title)
    if (a.target_date === null) return 1
    if (b.target_date === null) return -1
    return a.target_date.localeCompare(b.target_date)
  })
}

/** OKRs: each milestone is an objective whose key result is its progress; the score is their mean. */
export function okrScore(rows: readonly MilestoneRow[]): number {
  if (rows.length === 0) return 0
  return Math.round(rows.reduce((sum, row) => sum + row.progress_percentage, 0) / rows.length)
}

export type CheckInStatus = 'completed' | 'upcoming'

/** 001 §4 session in board: completed, else upcoming. */
export function checkInStatus(sessionStatus: string): CheckInStatus {
  return sessionStatus === 'completed' ? 'completed' : 'upcoming'
}

export interface SessionRow {
  id: string
  title: string
  start_time: string
  status: string
  session_type: string | null
}

export interface CheckIn {
  id: string
  title: string
  startTime: string
  sessionType: string | null
  status: CheckInStatus
}

/**
 * The board's check-ins: the member's sessions by start time ascending (001 §7), cancelled ones left out,
 * three of them around now — the latest past one, then the next ones — so the board shows what just
 * happened and what comes next.
 */
export function boardCheckIns(
  sessions: readonly SessionRow[],
  now: number,
  limit = BOARD_CHECK_INS_LIMIT,
): CheckIn[] {
  const ordered = sessions
    .filter((session) => session.status !== 'cancelled')
    .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time))
  const firstUpcoming = ordered.findIndex((session) => Date.parse(session.start_time) >= now)
  const pivot = firstUpcoming === -1 ? ordered.length : firstUpcoming
  const start = Math.max(0, Math.min(pivot - 1, ordered.length - limit))
  return ordered.slice(start, start + limit).map((session) => ({
    id: session.id,
    title: session.title,
    startTime: session.start_time,
    sessionType: session.session_type,
    status: checkInStatus(session.status),
  }))
}

export type BoardShell = 'console' | 'mobile'

export interface BoardPermissions {
  /** Edit cards and send requests: Desktop Pro in the console (001 §6), premium or pro on mobile (002 §6). */
  canEdit: boolean
  /** 001 §2: the Portfolio Oversight block is for investors only. */
  showPortfolioOversight: boolean
  /** Schedule Strategic Session and Submit Decision for Review: founders with edit rights only (002 §6). */
  showFounderActions: boolean
}

export function boardPermissions(access: MemberAccess, shell: BoardShell): BoardPermissions {
  const canEdit = shell === 'console' ? access.canEditDesktop : tierAllows(access.mobileTier, 'boardEdit')
  return {
    canEdit,
    showPortfolioOversight: access.userType === 'investor',
    showFounderActions: founderActionsAllowed({ userType: access.userType, canEdit }),
  }
}

/**
 * The card page serves both shells (001 §2, 002 §2.4): either entitlement edits it — Desktop Pro or a
 * premium/pro mobile plan.
 */
export function canEditCard(access: MemberAccess): boolean {
  return access.canEditDesktop || tierAllows(access.mobileTier, 'boardEdit')
}
