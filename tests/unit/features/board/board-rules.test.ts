import { describe, expect, it } from 'vitest'
import {
  boardCheckIns,
  boardMetrics,
  boardPermissions,
  canEditCard,
  decisionPriority,
  decisionStatus,
  keyDecisions,
  milestoneDisplay,
  okrScore,
  sortMilestones,
  type TaskRow,
  totalPaidCents,
} from '../../../../src/features/board/board-rules.ts'
import { type MemberAccess, memberAccessFrom } from '../../../../src/lib/access.ts'

describe('board metrics from purchases in cents (001 §9)', () => {
  it('gives the seed total of 539,500 cents MRR 5,395, pipeline 8,092.5, team 10 and runway 53', () => {
    expect(boardMetrics(539_500)).toEqual({ mrr: 5395, pipeline: 8092.5, team: 10, runway: 53 })
  })

  it('keeps at least one person and six months of runway with no purchases', () => {
    expect(boardMetrics(0)).toEqual({ mrr: 0, pipeline: 0, team: 1, runway: 6 })
  })

  it('rounds team and runway down at their thresholds', () => {
    expect(boardMetrics(99_999).team).toBe(1)
    expect(boardMetrics(100_000).team).toBe(2)
    expect(boardMetrics(69_999).runway).toBe(6)
    expect(boardMetrics(70_000).runway).toBe(7)
  })

  it('counts only paid purchases', () => {
    expect(
      totalPaidCents([
        { amount_paid: 49_500, status: 'paid' },
        { amount_paid: 195_000, status: 'paid' },
        { amount_paid: 10_000, status: 'refunded' },
        { amount_paid: 7_000, status: 'pending' },
      ]),
    ).toBe(244_500)
  })
})

const task = (over: Partial<TaskRow>): TaskRow => ({
  id: 't',
  title: 'Task',
  description: null,
  status: 'backlog',
  priority: 'medium',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
})

describe('tasks as key decisions (001 §4)', () => {
  it('approves completed tasks and leaves every other status pending', () => {
    expect(decisionStatus('completed')).toBe('approved')
    expect(decisionStatus('in_progress')).toBe('pending')
    expect(decisionStatus('backlog')).toBe('pending')
  })

  it('keeps high and low priorities and makes urgent and anything else medium', () => {
    expect(decisionPriority('high')).toBe('high')
    expect(decisionPriority('low')).toBe('low')
    expect(decisionPriority('urgent')).toBe('medium')
    expect(decisionPriority('medium')).toBe('medium')
  })

  it('shows the latest 5 tasks, newest first', () => {
    const tasks = Array.from({ length: 7 }, (_, index) =>
      task({ id: `t${index}`, title: `Task ${index}`, created_at: `2026-01-0${index + 1}T00:00:00Z` }),
    )
    expect(keyDecisions(tasks).map((decision) => decision.id)).toEqual(['t6', 't5', 't4', 't3', 't2'])
  })
})

describe('milestones and OKRs (001 §4, §7)', () => {
  it('shows completed, in progress as on-track and anything else as at-risk', () => {
    expect(milestoneDisplay('completed')).toBe('completed')
    expect(milestoneDisplay('in_progress')).toBe('on-track')
    expect(milestoneDisplay('at_risk')).toBe('at-risk')
    expect(milestoneDisplay('pending')).toBe('at-risk')
  })

  it('orders by target date ascending with undated milestones last', () => {
    const row = (id: string, target_date: string | null) => ({
      id,
      title: id,
      description: null,
      progress_percentage: 0,
      target_date,
      status: 'pending',
    })
    expect(
      sortMilestones([row('c', null), row('b', '2026-03-01'), row('a', '2026-01-01')]).map((m) => m.id),
    ).toEqual(['a', 'b', 'c'])
  })

  it('scores the OKRs as the mean progress of the milestones', () => {
    const at = (progress_percentage: number) => ({
      id: 'm',
      title: 'm',
      description: null,
      progress_percentage,
      target_date: null,
      status: 'pending',
    })
    expect(okrScore([at(100), at(60), at(20), at(0)])).toBe(45)
    expect(okrScore([])).toBe(0)
  })
})

describe('board check-ins (001 §4, §9)', () => {
  const now = Date.parse('2026-05-10T12:00:00Z')
  const session = (id: string, day: string, status: string) => ({
    id,
    title: id,
    start_time: `2026-05-${day}T10:00:00Z`,
    status,
    session_type: null,
  })

  it('shows three: the latest past session and the next ones, cancelled ones left out', () => {
    const checkIns = boardCheckIns(
      [
        session('s6', '22', 'scheduled'),
        session('s1', '01', 'completed'),
        session('s2', '03', 'completed'),
        session('s4', '08', 'cancelled'),
        session('s3', '06', 'completed'),
        session('s5', '13', 'scheduled'),
      ],
      now,
    )
    expect(checkIns.map((c) => [c.id, c.status])).toEqual([
      ['s3', 'completed'],
      ['s5', 'upcoming'],
      ['s6', 'upcoming'],
    ])
  })

  it('shows the last three when everything is in the past, and anything not completed as upcoming', () => {
    const checkIns = boardCheckIns(
      [session('a', '01', 'completed'), session('b', '02', 'scheduled'), session('c', '03', 'completed')],
      now,
    )
    expect(checkIns.map((c) => [c.id, c.status])).toEqual([
      ['a', 'completed'],
      ['b', 'upcoming'],
      ['c', 'completed'],
    ])
  })
})

function accessOf(over: {
  desktop?: 'desktop_standard' | 'desktop_pro'
  mobile?: 'free' | 'premium' | 'pro'
  userType?: string
}): MemberAccess {
  return memberAccessFrom({
    user: { id: 'u', email: 'u@example.com', displayName: 'U' },
    isStaff: false,
    memberships: over.desktop ? [{ membership_tier: over.desktop, status: 'active' }] : [],
    subscription: over.mobile ? { tier: over.mobile, active: true, expires_at: null } : null,
    profileUserType: over.userType,
    adminOverride: null,
    now: 0,
  })
}

describe('board permissions (001 §6, 002 §6)', () => {
  it('lets Desktop Pro edit in the console and keeps Standard view-only', () => {
    expect(boardPermissions(accessOf({ desktop: 'desktop_pro' }), 'console').canEdit).toBe(true)
    expect(
      boardPermissions(accessOf({ desktop: 'desktop_standard', mobile: 'pro' }), 'console').canEdit,
    ).toBe(false)
  })

  it('lets premium and pro edit on mobile, not free', () => {
    expect(boardPermissions(accessOf({ mobile: 'premium' }), 'mobile').canEdit).toBe(true)
    expect(boardPermissions(accessOf({ mobile: 'free', desktop: 'desktop_pro' }), 'mobile').canEdit).toBe(
      false,
    )
  })

  it('shows Portfolio Oversight to investors and the founder actions to founders (the default type) with edit rights', () => {
    const investor = boardPermissions(accessOf({ userType: 'investor', desktop: 'desktop_pro' }), 'console')
    const founder = boardPermissions(
      accessOf({ userType: 'something else', desktop: 'desktop_pro' }),
      'console',
    )
    const viewer = boardPermissions(accessOf({ userType: 'founder', desktop: 'desktop_standard' }), 'console')
    const freeOnPhone = boardPermissions(accessOf({ userType: 'founder', mobile: 'free' }), 'mobile')
    const premiumOnPhone = boardPermissions(accessOf({ userType: 'founder', mobile: 'premium' }), 'mobile')
    expect([investor.showPortfolioOversight, investor.showFounderActions]).toEqual([true, false])
    expect([founder.showPortfolioOversight, founder.showFounderActions]).toEqual([false, true])
    expect([viewer.showFounderActions, freeOnPhone.showFounderActions]).toEqual([false, false])
    expect(premiumOnPhone.showFounderActions).toBe(true)
  })

  it('lets either entitlement edit a card page', () => {
    expect(canEditCard(accessOf({ desktop: 'desktop_pro', mobile: 'free' }))).toBe(true)
    expect(canEditCard(accessOf({ desktop: 'desktop_standard', mobile: 'premium' }))).toBe(true)
    expect(canEditCard(accessOf({ desktop: 'desktop_standard', mobile: 'free' }))).toBe(false)
  })
})
