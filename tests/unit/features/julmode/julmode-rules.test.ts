import { describe, expect, it } from 'vitest'
import {
  canUseJulMode,
  categoryCounts,
  DEFAULT_JUL_MODE_SETTINGS,
  isProTier,
  julInsights,
  localDay,
  parseJulModeSettings,
  REFLECTION_ERRORS,
  reflectionError,
  timeRemaining,
  weeklyProgress,
} from '../../../../src/features/julmode/julmode-rules.ts'

describe("the member's day (001 §2)", () => {
  it("reads the member's own calendar day", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
  })
})

describe('reflections (001 §5)', () => {
  it('needs non-blank text and Pro', () => {
    expect(reflectionError('  ', true)).toBe(REFLECTION_ERRORS.blank)
    expect(reflectionError('A thought', false)).toBe(REFLECTION_ERRORS.notPro)
    expect(reflectionError('A thought', true)).toBeNull()
  })

  it('counts reflections per category with every category shown', () => {
    expect(
      categoryCounts([
        { category: 'people' },
        { category: 'people' },
        { category: 'strategy' },
        { category: 'x' },
      ]),
    ).toEqual({ strategy: 1, customers: 0, fundraising: 0, operations: 0, people: 2 })
  })

  it('shows the days of the last week with a reflection, each day once', () => {
    const rows = ['2026-05-10', '2026-05-10', '2026-05-08', '2026-05-04', '2026-05-03'].map(
      (reflection_date) => ({
        reflection_date,
      }),
    )
    expect(weeklyProgress(rows, '2026-05-10')).toBe(3)
  })

  it('counts the hours left until midnight, as the sample "6 hours remaining"', () => {
    expect(timeRemaining(new Date(2026, 4, 10, 18, 0))).toBe('6 hours remaining')
    expect(timeRemaining(new Date(2026, 4, 10, 23, 30))).toBe('1 hour remaining')
  })
})

describe('JUL Mode settings and tiers (002 §4, §6)', () => {
  it('opens JUL Mode to premium and pro, Actionable Alerts and the badge to pro only', () => {
    expect([canUseJulMode('free'), canUseJulMode('premium'), canUseJulMode('pro')]).toEqual([
      false,
      true,
      true,
    ])
    expect([isProTier('premium'), isProTier('pro')]).toEqual([false, true])
  })

  it('starts with the master switch off and keeps stored switches, ignoring junk', () => {
    expect(DEFAULT_JUL_MODE_SETTINGS.enabled).toBe(false)
    expect(parseJulModeSettings(null)).toEqual(DEFAULT_JUL_MODE_SETTINGS)
    expect(parseJulModeSettings('not json')).toEqual(DEFAULT_JUL_MODE_SETTINGS)
    expect(parseJulModeSettings('{"enabled":true,"progressTracking":"yes"}')).toEqual({
      ...DEFAULT_JUL_MODE_SETTINGS,
      enabled: true,
    })
  })

  it('draws insights from the board: milestones at risk, open priorities, the next session within a week', () => {
    const now = Date.parse('2026-05-10T12:00:00Z')
    const insights = julInsights({
      milestones: [
        { id: 'm1', title: 'Hire finance lead', status: 'at_risk' },
        { id: 'm2', title: 'Launch', status: 'in_progress' },
      ],
      tasks: [
        { id: 't1', title: 'Fix the runway forecast', status: 'backlog', priority: 'urgent' },
        { id: 't2', title: 'Done', status: 'completed', priority: 'high' },
      ],
      sessions: [
        { id: 's1', title: 'Board preparation', start_time: '2026-05-13T10:00:00Z', status: 'scheduled' },
      ],
      now,
    })
    expect(insights.map((i) => [i.title, i.type, i.priority])).toEqual([
      ['Hire finance lead is at risk', 'strategy', 'high'],
      ['1 high-priority card is open', 'operations', 'medium'],
      ['Prepare for “Board preparation”', 'strategy', 'low'],
    ])
  })
})
