import { type MobileTier, TIER_RANK } from '../../lib/tiers.ts'

/**
 * Learning quests (001 §3, §4, §9): three quests of three steps. A quest shows when the member's tier
 * rank (free 0, premium 1, pro 2) is at least its required tier; a step goes from incomplete to
 * completed and never back; a quest is achieved when every step is done.
 */
export type Difficulty = 'easy' | 'medium' | 'hard'

export interface QuestStep {
  id: string
  title: string
  description: string
}

export interface Quest {
  id: string
  title: string
  description: string
  requiredTier: MobileTier
  difficulty: Difficulty
  reward: string
  steps: readonly QuestStep[]
}

export const QUESTS: readonly Quest[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description: 'Set up your console and meet your advisor.',
    requiredTier: 'free',
    difficulty: 'easy',
    reward: 'Explorer badge',
    steps: [
      {
        id: 'complete-profile',
        title: 'Complete your profile',
        description: 'Add your name and company in Settings.',
      },
      {
        id: 'visit-board',
        title: 'Visit the JUL Board',
        description: 'See your metrics, check-ins and decisions.',
      },
      { id: 'open-yel-room', title: 'Open YEL Room', description: 'Read the latest from your advisor.' },
    ],
  },
  {
    id: 'capture-pro',
    title: 'Capture Like a Pro',
    description: 'Turn what happens in the field into board work.',
    requiredTier: 'premium',
    difficulty: 'medium',
    reward: 'Field Notes badge',
    steps: [
      {
        id: 'first-capture',
        title: 'Make a quick capture',
        description: 'Record a voice memo, photo or note.',
      },
      { id: 'assign-capture', title: 'Assign a capture', description: 'Attach a capture to a board card.' },
      { id: 'review-media', title: 'Review your media', description: 'Browse your library of captures.' },
    ],
  },
  {
    id: 'strategic-operator',
    title: 'Strategic Operator',
    description: 'Run your advisory rhythm end to end.',
    requiredTier: 'pro',
    difficulty: 'hard',
    reward: 'Studio Operator badge',
    steps: [
      { id: 'book-session', title: 'Book a strategy session', description: '90 minutes with your advisor.' },
      {
        id: 'session-report',
        title: 'Generate a session report',
        description: 'Summary, insights and next steps.',
      },
      { id: 'use-voice', title: 'Ask the voice assistant', description: 'Get an answer hands-free.' },
    ],
  },
]

export function visibleQuests(quests: readonly Quest[], tier: MobileTier): Quest[] {
  return quests.filter((quest) => TIER_RANK[tier] >= TIER_RANK[quest.requiredTier])
}

/** Completed step ids per quest. */
export type QuestProgress = Readonly<Record<string, readonly string[]>>

/** Marks a step done; completing it again changes nothing, and there is no way back. */
export function completeStep(progress: QuestProgress, quest: Quest, stepId: string): QuestProgress {
  if (!quest.steps.some((step) => step.id === stepId)) return progress
  const done = progress[quest.id] ?? []
  if (done.includes(stepId)) return progress
  return { ...progress, [quest.id]: [...done, stepId] }
}

export function isStepDone(progress: QuestProgress, questId: string, stepId: string): boolean {
  return progress[questId]?.includes(stepId) ?? false
}

export function questStatus(progress: QuestProgress, quest: Quest) {
  const completed = quest.steps.filter((step) => isStepDone(progress, quest.id, step.id)).length
  return { completed, total: quest.steps.length, achieved: completed === quest.steps.length }
}
