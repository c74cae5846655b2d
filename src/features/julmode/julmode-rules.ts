import type { MemberAccess } from '../../lib/access.ts'
import { tierAllows } from '../../lib/tier-matrix.ts'
import type { MobileTier } from '../../lib/tiers.ts'
import { REFLECTION_CATEGORIES, type ReflectionCategory } from './prompts.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The member's calendar day as YYYY-MM-DD, in their own time zone. */
export function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/** Reflections per category, every category listed (0 included), as the counters show them. */
export function categoryCounts(rows: readonly { category: string }[]): Record<ReflectionCategory, number> {
  const counts = Object.fromEntries(REFLECTION_CATEGORIES.map((c) => [c, 0])) as Record<
    ReflectionCategory,
    number
  >
  for (const row of rows) {
    const category = REFLECTION_CATEGORIES.find((c) => c === row.category)
    if (category) counts[category] += 1
  }
  return counts
}

export const REFLECTION_ERRORS = {
  blank: 'Write your reflection first',
  notPro: 'Reflections need Pro',
} as const

/** 001 §5 JUL Mode reflection: non-blank text and Pro. */
export function reflectionError(text: string, allowed: boolean): string | null {
  if (!allowed) return REFLECTION_ERRORS.notPro
  if (text.trim() === '') return REFLECTION_ERRORS.blank
  return null
}

/**
 * Who writes reflections: Desktop Pro in the console (001 §6, Standard sees the prompt only); on mobile,
 * JUL Mode is for premium and pro (002 §6).
 */
export function canReflectInConsole(access: MemberAccess): boolean {
  return access.canEditDesktop
}

/** 002 §6: JUL Mode for premium and pro; the free tier sees the upsell. */
export function canUseJulMode(tier: MobileTier): boolean {
  return tierAllows(tier, 'julMode')
}

/** 002 §4, §6: Actionable Alerts toggles only for pro; the Pro badge shows for pro only. */
export function isProTier(tier: MobileTier): boolean {
  return tierAllows(tier, 'actionableAlerts')
}

/** The reflection card's countdown (the spec's sample: '6 hours remaining') to the member's midnight. */
export function timeRemaining(now: Date): string {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
  const hours = Math.max(1, Math.ceil((midnight.getTime() - now.getTime()) / (60 * 60 * 1000)))
  return hours === 1 ? '1 hour remaining' : `${hours} hours remaining`
}

/** The reflection card's progress: days of the last 7 (today included) with a reflection. */
export function weeklyProgress(rows: readonly { reflection_date: string }[], today: string): number {
  const end = Date.parse(`${today}T00:00:00Z`)
  const days = new Set(
    rows
      .map((row) => Date.parse(`${row.reflection_date}T00:00:00Z`))
      .filter((time) => time <= end && time > end - 7 * DAY_MS),
  )
  return days.size
}

/** 002 §3 JUL Mode settings (local): the master switch and the four switches. */
export interface JulModeSettings {
  enabled: boolean
  dailyReflections: boolean
  strategicInsights: boolean
  actionableAlerts: boolean
  progressTracking: boolean
}

/** 002 §4: the master switch defaults to off. */
export const DEFAULT_JUL_MODE_SETTINGS: JulModeSettings = {
  enabled: false,
  dailyReflections: true,
  strategicInsights: true,
  actionableAlerts: false,
  progressTracking: true,
}

/** The spec names no key. Do not change: devices keep their switches under it. */
export const JUL_MODE_SETTINGS_KEY = 'jul-mode-settings'

/** Stored settings, each switch falling back to its default when missing or not a boolean. */
export function parseJulModeSettings(raw: string | null): JulModeSettings {
  let stored: unknown = null
  try {
    stored = raw === null ? null : JSON.parse(raw)
  } catch {
    stored = null
  }
  const record = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  const pick = (key: keyof JulModeSettings) =>
    typeof record[key] === 'boolean' ? (record[key] as boolean) : DEFAULT_JUL_MODE_SETTINGS[key]
  return {
    enabled: pick('enabled'),
    dailyReflections: pick('dailyReflections'),
    strategicInsights: pick('strategicInsights'),
    actionableAlerts: pick('actionableAlerts'),
    progressTracking: pick('progressTracking'),
  }
}

export type InsightPriority = 'high' | 'medium' | 'low'

/** 002 §3 insight: id, title, description, type (strategy or operations), priority. */
export interface Insight {
  id: string
  title: string
  description: string
  type: 'strategy' | 'operations'
  priority: InsightPriority
}

interface InsightInput {
  milestones: readonly { id: string; title: string; status: string }[]
  tasks: readonly { id: string; title: string; status: string; priority: string }[]
  sessions: readonly { id: string; title: string; start_time: string; status: string }[]
  now: number
}

/**
 * Insights drawn from the member's own board (the spec's are fixed demo content): milestones at risk,
 * open urgent or high-priority cards, and the next session within a week. At most three, most pressing first.
 */
export function julInsights({ milestones, tasks, sessions, now }: InsightInput): Insight[] {
  const insights: Insight[] = []
  for (const milestone of milestones.filter((m) => m.status !== 'completed' && m.status !== 'in_progress')) {
    insights.push({
      id: `milestone-${milestone.id}`,
      title: `${milestone.title} is at risk`,
      description: 'Agree the next step with your advisor before it slips further.',
      type: 'strategy',
      priority: 'high',
    })
  }
  const open = tasks.filter(
    (t) => t.status !== 'completed' && (t.priority === 'urgent' || t.priority === 'high'),
  )
  if (open.length > 0) {
    insights.push({
      id: 'open-priorities',
      title: `${open.length} high-priority ${open.length === 1 ? 'card is' : 'cards are'} open`,
      description: `Start with “${open[0]?.title}”.`,
      type: 'operations',
      priority: 'medium',
    })
  }
  const next = sessions
    .filter((s) => s.status === 'scheduled' && Date.parse(s.start_time) >= now)
    .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time))[0]
  if (next && Date.parse(next.start_time) - now <= 7 * DAY_MS) {
    insights.push({
      id: `session-${next.id}`,
      title: `Prepare for “${next.title}”`,
      description: 'Write down the one question you want answered.',
      type: 'strategy',
      priority: 'low',
    })
  }
  return insights.slice(0, 3)
}
