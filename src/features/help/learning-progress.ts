import { z } from 'zod'
import type { KeyValueStorage } from '../../lib/storage.ts'
import type { QuestProgress } from './quests.ts'

/**
 * What the learning hub remembers, per member on this device: completed quest steps and finished
 * walkthroughs (stored, so progress survives reloads). The active walkthrough and its step are view
 * state. Do not change the key without a migration: members would lose their progress.
 */
export const LEARNING_PROGRESS_KEY = 'jul-learning-progress'

export interface LearningProgress {
  quests: QuestProgress
  walkthroughs: readonly string[]
}

export const NO_PROGRESS: LearningProgress = { quests: {}, walkthroughs: [] }

const progressSchema = z.object({
  quests: z.record(z.string(), z.array(z.string())).catch({}),
  walkthroughs: z.array(z.string()).catch([]),
})
const storeSchema = z.record(z.string(), progressSchema)

/** Every member's progress from the stored text; nothing for a missing or unreadable one. */
export function parseLearningStore(raw: string | null): Record<string, LearningProgress> {
  try {
    const parsed = storeSchema.safeParse(JSON.parse(raw ?? '{}'))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

function readAll(storage: KeyValueStorage): Record<string, LearningProgress> {
  return parseLearningStore(storage.getItem(LEARNING_PROGRESS_KEY))
}

export function readLearningProgress(storage: KeyValueStorage, userId: string): LearningProgress {
  return readAll(storage)[userId] ?? NO_PROGRESS
}

export function writeLearningProgress(
  storage: KeyValueStorage,
  userId: string,
  progress: LearningProgress,
): boolean {
  try {
    storage.setItem(LEARNING_PROGRESS_KEY, JSON.stringify({ ...readAll(storage), [userId]: progress }))
    return true
  } catch {
    return false
  }
}

export function withWalkthroughDone(progress: LearningProgress, id: string): LearningProgress {
  return progress.walkthroughs.includes(id)
    ? progress
    : { ...progress, walkthroughs: [...progress.walkthroughs, id] }
}
