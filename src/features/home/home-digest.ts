/**
 * The console Home's summaries (001 §2 Home): board activity counts, weekly nudges, the four tiles and
 * recent activity, all computed from the member's own mirrored rows. Pure: `now` comes in.
 */

const DAY = 24 * 60 * 60 * 1000
const WEEK = 7 * DAY

export interface HomeTask {
  status: string
  priority: string
  due_date: string | null
  title: string
}

export interface HomeSession {
  id: string
  title: string
  start_time: string
  status: string
  created_at: string
}

export interface HomeProposal {
  title: string
  status: string
  created_at: string
}

export interface HomeMilestone {
  title: string
  status: string
  progress_percentage: number
}

export interface HomeDated {
  title: string
  created_at: string
}

export interface HomeData {
  tasks: readonly HomeTask[]
  sessions: readonly HomeSession[]
  proposals: readonly HomeProposal[]
  milestones: readonly HomeMilestone[]
  minutes: readonly HomeDated[]
  reports: readonly HomeDated[]
  captures: readonly HomeDated[]
  sparks: readonly HomeDated[]
}

export interface BoardCounts {
  backlog: number
  inProgress: number
  completed: number
  pendingDecisions: number
}

/** Board cards by status; a card not completed is a decision still pending (001 §4 task to decision). */
export function boardCounts(tasks: readonly HomeTask[]): BoardCounts {
  const counts: BoardCounts = { backlog: 0, inProgress: 0, completed: 0, pendingDecisions: 0 }
  for (const task of tasks) {
    if (task.status === 'completed') counts.completed += 1
    else {
      counts.pendingDecisions += 1
      if (task.status === 'in_progress') counts.inProgress += 1
      else counts.backlog += 1
    }
  }
  return counts
}

function dayStart(ms: number): number {
  const date = new Date(ms)
  date.setHours(0, 0, 0, 0)
  return date.getTime()
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

/**
 * This week's nudges: open cards due within 7 days (overdue ones too), the next session within the week,
 * agreements waiting for the member (draft or pending) and milestones at risk.
 */
export function weeklyNudges(
  data: Pick<HomeData, 'tasks' | 'sessions' | 'proposals' | 'milestones'>,
  now: number,
): string[] {
  const nudges: string[] = []
  const weekEnd = dayStart(now) + WEEK
  const due = data.tasks.filter(
    (task) => task.status !== 'completed' && task.due_date !== null && Date.parse(task.due_date) < weekEnd,
  )
  const overdue = due.filter((task) => Date.parse(task.due_date ?? '') < dayStart(now))
  if (due.length > 0) {
    nudges.push(
      overdue.length > 0
        ? `${plural(due.length, 'board card is', 'board cards are')} due this week (${overdue.length} overdue).`
        : `${plural(due.length, 'board card is', 'board cards are')} due this week.`,
    )
  }
  const next = data.sessions
    .filter((session) => session.status === 'scheduled' && Date.parse(session.start_time) >= now)
    .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time))[0]
  if (next && Date.parse(next.start_time) < now + WEEK) {
    const days = Math.max(0, Math.round((dayStart(Date.parse(next.start_time)) - dayStart(now)) / DAY))
    const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`
    nudges.push(`Prepare for “${next.title}” ${when}.`)
  }
  const waiting = data.proposals.filter(
    (proposal) => proposal.status === 'draft' || proposal.status === 'pending',
  )
  if (waiting.length > 0)
    nudges.push(`${plural(waiting.length, 'agreement needs', 'agreements need')} your review.`)
  const atRisk = data.milestones.filter(
    (milestone) => milestone.status !== 'completed' && milestone.status !== 'in_progress',
  )
  if (atRisk.length > 0) nudges.push(`${plural(atRisk.length, 'milestone is', 'milestones are')} at risk.`)
  return nudges
}

export interface HomeTiles {
  /** Sessions held and reports written. */
  analytics: { sessionsHeld: number; reports: number }
  /** Agreements in progress with the advisor. */
  collaboration: { activeAgreements: number; minutes: number }
  /** Average milestone progress, in percent (0 without milestones). */
  growth: { progress: number; milestones: number }
}

export function homeTiles(data: HomeData, now: number): HomeTiles {
  const progress =
    data.milestones.length === 0
      ? 0
      : Math.round(
          data.milestones.reduce((sum, milestone) => sum + milestone.progress_percentage, 0) /
            data.milestones.length,
        )
  return {
    analytics: {
      sessionsHeld: data.sessions.filter(
        (session) =>
          session.status === 'completed' ||
          (session.status === 'scheduled' && Date.parse(session.start_time) < now),
      ).length,
      reports: data.reports.length,
    },
    collaboration: {
      activeAgreements: data.proposals.filter(
        (proposal) => !['draft', 'completed', 'agreed'].includes(proposal.status),
      ).length,
      minutes: data.minutes.length,
    },
    growth: { progress, milestones: data.milestones.length },
  }
}

export const ACTIVITY_KINDS = ['session', 'agreement', 'minutes', 'report', 'capture', 'spark'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

export interface ActivityItem {
  kind: ActivityKind
  title: string
  at: string
}

const ACTIVITY_LABELS: Readonly<Record<ActivityKind, string>> = {
  session: 'Session booked',
  agreement: 'Agreement',
  minutes: 'Meeting minutes',
  report: 'Session report',
  capture: 'Capture',
  spark: 'Spark',
}

export function activityLabel(kind: ActivityKind): string {
  return ACTIVITY_LABELS[kind]
}

/** The latest things that happened on the member's rows (created up to now), newest first. */
export function recentActivity(data: HomeData, now: number, limit = 6): ActivityItem[] {
  const items: ActivityItem[] = [
    ...data.sessions.map((row) => ({ kind: 'session' as const, title: row.title, at: row.created_at })),
    ...data.proposals.map((row) => ({ kind: 'agreement' as const, title: row.title, at: row.created_at })),
    ...data.minutes.map((row) => ({ kind: 'minutes' as const, title: row.title, at: row.created_at })),
    ...data.reports.map((row) => ({ kind: 'report' as const, title: row.title, at: row.created_at })),
    ...data.captures.map((row) => ({ kind: 'capture' as const, title: row.title, at: row.created_at })),
    ...data.sparks.map((row) => ({ kind: 'spark' as const, title: row.title, at: row.created_at })),
  ]
  return items
    .filter((item) => Date.parse(item.at) <= now)
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, limit)
}
