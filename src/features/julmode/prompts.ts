import type { DailyPrompt } from '../../lib/daily-prompt.ts'

/**
 * JUL Mode's today's prompt is the console's prompt of the day (src/lib/daily-prompt.ts, 001 §2), so Home
 * and JUL Mode ask the same question; reflections are counted by its categories.
 */
export type ReflectionCategory = DailyPrompt['category']

export const REFLECTION_CATEGORIES: readonly ReflectionCategory[] = [
  'strategy',
  'customers',
  'fundraising',
  'operations',
  'people',
]

export const CATEGORY_LABELS: Readonly<Record<ReflectionCategory, string>> = {
  strategy: 'Strategy',
  customers: 'Customers',
  fundraising: 'Fundraising',
  operations: 'Operations',
  people: 'People',
}
