import { useCallback } from 'react'
import { useAuth } from '../../data/auth.ts'
import { storedValue, useStoredValue } from '../../ui/stored-value.ts'
import {
  LEARNING_PROGRESS_KEY,
  type LearningProgress,
  NO_PROGRESS,
  parseLearningStore,
} from './learning-progress.ts'

const learningStore = storedValue(LEARNING_PROGRESS_KEY, { parse: parseLearningStore })

/** The signed-in member's learning progress on this device, live across tabs. */
export function useLearningProgress(): [
  LearningProgress,
  (update: (current: LearningProgress) => LearningProgress) => void,
] {
  const userId = useAuth().user?.id ?? null
  const [all] = useStoredValue(learningStore)
  const update = useCallback(
    (change: (current: LearningProgress) => LearningProgress) => {
      if (!userId) return
      const current = learningStore.get()
      learningStore.set({ ...current, [userId]: change(current[userId] ?? NO_PROGRESS) })
    },
    [userId],
  )
  return [(userId && all[userId]) || NO_PROGRESS, update]
}
