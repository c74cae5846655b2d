import { useCallback, useSyncExternalStore } from 'react'
import { useAuth } from '../../data/auth.ts'
import {
  LEARNING_PROGRESS_KEY,
  type LearningProgress,
  NO_PROGRESS,
  readLearningProgress,
  writeLearningProgress,
} from './learning-progress.ts'

const CHANGED = 'jul-learning-progress-changed'

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LEARNING_PROGRESS_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CHANGED, listener)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CHANGED, listener)
  }
}

const rawText = () => window.localStorage.getItem(LEARNING_PROGRESS_KEY)
const cache = new Map<string, { raw: string | null; progress: LearningProgress }>()

/** The signed-in member's learning progress on this device, live across tabs. */
export function useLearningProgress(): [
  LearningProgress,
  (update: (current: LearningProgress) => LearningProgress) => void,
] {
  const userId = useAuth().user?.id ?? null
  const progress = useSyncExternalStore(subscribe, () => {
    if (!userId) return NO_PROGRESS
    const raw = rawText()
    const cached = cache.get(userId)
    if (cached && cached.raw === raw) return cached.progress
    const fresh = readLearningProgress(window.localStorage, userId)
    cache.set(userId, { raw, progress: fresh })
    return fresh
  })
  const update = useCallback(
    (change: (current: LearningProgress) => LearningProgress) => {
      if (!userId) return
      writeLearningProgress(
        window.localStorage,
        userId,
        change(readLearningProgress(window.localStorage, userId)),
      )
      window.dispatchEvent(new Event(CHANGED))
    },
    [userId],
  )
  return [progress, update]
}
