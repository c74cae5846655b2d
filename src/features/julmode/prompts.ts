/** The daily strategic prompts of JUL Mode (001 §2 "today's prompt"), one a day in this order. */
export const REFLECTION_CATEGORIES = [
  'strategy',
  'growth',
  'operations',
  'leadership',
  'fundraising',
] as const
export type ReflectionCategory = (typeof REFLECTION_CATEGORIES)[number]

export const CATEGORY_LABELS: Readonly<Record<ReflectionCategory, string>> = {
  strategy: 'Strategy',
  growth: 'Growth',
  operations: 'Operations',
  leadership: 'Leadership',
  fundraising: 'Fundraising',
}

export interface StrategicPrompt {
  /** Stable id stored with each reflection. Do not renumber: reflections refer to it. */
  id: string
  category: ReflectionCategory
  question: string
}

export const PROMPTS: readonly StrategicPrompt[] = [
  {
    id: 'strategy-1',
    category: 'strategy',
    question: 'What is the one decision this week that would make the others easier?',
  },
  { id: 'growth-1', category: 'growth', question: 'Which customer would you clone tomorrow, and why them?' },
  {
    id: 'operations-1',
    category: 'operations',
    question: 'What did you do twice this week that should become a process?',
  },
  {
    id: 'leadership-1',
    category: 'leadership',
    question: 'Who on the team needs more context from you, and what is it?',
  },
  {
    id: 'fundraising-1',
    category: 'fundraising',
    question: 'What would an investor ask first about your last month, and what is your answer?',
  },
  {
    id: 'strategy-2',
    category: 'strategy',
    question: 'What are you saying no to this quarter, and does the team know?',
  },
  {
    id: 'growth-2',
    category: 'growth',
    question: 'Where did the last three customers first hear about you?',
  },
  {
    id: 'operations-2',
    category: 'operations',
    question: 'Which number, if it moved 10% tomorrow, would you notice first?',
  },
  { id: 'leadership-2', category: 'leadership', question: 'What feedback have you been putting off giving?' },
  {
    id: 'fundraising-2',
    category: 'fundraising',
    question: 'How many months of runway do you have, and when do you start raising?',
  },
  {
    id: 'strategy-3',
    category: 'strategy',
    question: 'If a competitor copied your product tomorrow, what would still be yours?',
  },
  {
    id: 'growth-3',
    category: 'growth',
    question: 'What is the smallest experiment that could double this month’s pipeline?',
  },
  {
    id: 'operations-3',
    category: 'operations',
    question: 'Which meeting could you cancel without anyone missing it?',
  },
  {
    id: 'leadership-3',
    category: 'leadership',
    question: 'What would you want the team to do if you were away for a month?',
  },
  {
    id: 'fundraising-3',
    category: 'fundraising',
    question: 'Which milestone would most change your next valuation?',
  },
]
