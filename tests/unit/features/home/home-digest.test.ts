import { describe, expect, it } from 'vitest'
import {
  boardCounts,
  homeTiles,
  recentActivity,
  weeklyNudges,
} from '../../../../src/features/home/home-digest.ts'
import { upgradeToProLabel } from '../../../../src/lib/upgrade.ts'

const NOW = new Date(2026, 10, 20, 12, 0, 0).getTime()
const DAY = 24 * 3600_000
const iso = (offsetDays: number) => new Date(NOW + offsetDays * DAY).toISOString()
const day = (offsetDays: number) => iso(offsetDays).slice(0, 10)

const tasks = [
  { title: 'a', status: 'backlog', priority: 'low', due_date: day(3) },
  { title: 'b', status: 'in_progress', priority: 'high', due_date: day(-2) },
  { title: 'c', status: 'completed', priority: 'medium', due_date: day(1) },
  { title: 'd', status: 'backlog', priority: 'urgent', due_date: day(20) },
]
const sessions = [
  { id: '1', title: 'Board preparation', start_time: iso(3), status: 'scheduled', created_at: iso(-10) },
  { id: '2', title: 'Kick-off', start_time: iso(-40), status: 'completed', created_at: iso(-50) },
]
const proposals = [
  { title: 'Data room checklist', status: 'draft', created_at: iso(-1) },
  { title: 'Board seat', status: 'pending', created_at: iso(-2) },
  { title: 'Retainer', status: 'agreed', created_at: iso(-30) },
]
const milestones = [
  { title: 'Seed', status: 'completed', progress_percentage: 100 },
  { title: 'Spain', status: 'in_progress', progress_percentage: 60 },
  { title: 'Finance lead', status: 'at_risk', progress_percentage: 20 },
]

describe('board activity counts', () => {
  it('counts cards by status and every open card as a pending decision', () => {
    expect(boardCounts(tasks)).toEqual({ backlog: 2, inProgress: 1, completed: 1, pendingDecisions: 3 })
  })
})

describe('weekly nudges', () => {
  it('names cards due this week, the next session, agreements to review and milestones at risk', () => {
    expect(weeklyNudges({ tasks, sessions, proposals, milestones }, NOW)).toEqual([
      '2 board cards are due this week (1 overdue).',
      'Prepare for “Board preparation” in 3 days.',
      '2 agreements need your review.',
      '1 milestone is at risk.',
    ])
  })

  it('is empty when nothing needs the member', () => {
    expect(weeklyNudges({ tasks: [], sessions: [], proposals: [], milestones: [] }, NOW)).toEqual([])
  })
})

describe('tiles and recent activity', () => {
  const data = {
    tasks,
    sessions,
    proposals,
    milestones,
    minutes: [{ title: 'Minutes', created_at: iso(-5) }],
    reports: [{ title: 'Report', created_at: iso(-39) }],
    captures: [],
    sparks: [{ title: 'Future spark', created_at: iso(1) }],
  }

  it('sums sessions held, active agreements and average milestone progress', () => {
    expect(homeTiles(data, NOW)).toEqual({
      analytics: { sessionsHeld: 1, reports: 1 },
      collaboration: { activeAgreements: 1, minutes: 1 },
      growth: { progress: 60, milestones: 3 },
    })
  })

  it('lists what happened, newest first, never the future', () => {
    expect(recentActivity(data, NOW, 3).map((item) => [item.kind, item.title])).toEqual([
      ['agreement', 'Data room checklist'],
      ['agreement', 'Board seat'],
      ['minutes', 'Minutes'],
    ])
    expect(
      recentActivity({ ...data, sessions: [], proposals: [], minutes: [], reports: [], sparks: [] }, NOW),
    ).toEqual([])
  })
})

describe("'Upgrade to Pro €995/mo' in the member's currency", () => {
  const card = { price_eur: 995, price_usd: 1075, price_gbp: 855 }
  it('shows the console-pro price in the chosen currency, euro by default', () => {
    expect(upgradeToProLabel(card, 'EUR')).toBe('Upgrade to Pro €995/mo')
    expect(upgradeToProLabel(card, 'GBP')).toBe('Upgrade to Pro £855/mo')
    expect(upgradeToProLabel(card, 'USD')).toBe('Upgrade to Pro $1,075/mo')
    expect(upgradeToProLabel(null, 'GBP')).toBe('Upgrade to Pro €995/mo')
  })
})
