import { describe, expect, it, vi } from 'vitest'
import {
  NO_PROGRESS,
  readLearningProgress,
  withWalkthroughDone,
  writeLearningProgress,
} from '../../../../src/features/help/learning-progress.ts'
import { completeStep, QUESTS, questStatus, visibleQuests } from '../../../../src/features/help/quests.ts'
import {
  AUTO_ADVANCE_MS,
  ELEMENT_POLL_MS,
  INACTIVE,
  reduceWalkthrough,
  WALKTHROUGHS,
  type WalkthroughState,
  waitForElement,
} from '../../../../src/features/help/walkthroughs.ts'
import { createMemoryStorage } from '../../../../src/lib/storage.ts'

describe('learning quests (001 §4, §9)', () => {
  it('has three quests of three steps, one per tier', () => {
    expect(QUESTS).toHaveLength(3)
    for (const quest of QUESTS) expect(quest.steps).toHaveLength(3)
    expect(QUESTS.map((quest) => quest.requiredTier)).toEqual(['free', 'premium', 'pro'])
  })

  it('shows a quest only when the tier rank (free 0, premium 1, pro 2) reaches its required tier', () => {
    expect(visibleQuests(QUESTS, 'free').map((q) => q.requiredTier)).toEqual(['free'])
    expect(visibleQuests(QUESTS, 'premium').map((q) => q.requiredTier)).toEqual(['free', 'premium'])
    expect(visibleQuests(QUESTS, 'pro')).toHaveLength(3)
  })

  it('completes steps once, never undoes them, and is achieved when all are done', () => {
    const quest = QUESTS[0]
    if (!quest) throw new Error('no quest')
    let progress = {}
    const [a, b, c] = quest.steps.map((step) => step.id)
    progress = completeStep(progress, quest, a ?? '')
    expect(questStatus(progress, quest)).toEqual({ completed: 1, total: 3, achieved: false })
    const again = completeStep(progress, quest, a ?? '')
    expect(again).toBe(progress)
    expect(completeStep(progress, quest, 'not-a-step')).toBe(progress)
    progress = completeStep(completeStep(progress, quest, b ?? ''), quest, c ?? '')
    expect(questStatus(progress, quest)).toEqual({ completed: 3, total: 3, achieved: true })
  })
})

describe('walkthroughs (001 §4, §9)', () => {
  it('are platform-basics 3 steps 5 min, julboard-tutorial 3 steps 8 min, mobile-features 3 steps 6 min', () => {
    expect(WALKTHROUGHS.map((w) => [w.id, w.steps.length, w.estimatedTime])).toEqual([
      ['platform-basics', 3, 5],
      ['julboard-tutorial', 3, 8],
      ['mobile-features', 3, 6],
    ])
  })

  const active = (step: number): WalkthroughState => ({ status: 'active', id: 'platform-basics', step })

  it('starts inactive, becomes active at step 0 and moves with next, previous and jump', () => {
    let state = reduceWalkthrough(INACTIVE, { type: 'start', id: 'platform-basics' })
    expect(state).toEqual(active(0))
    state = reduceWalkthrough(state, { type: 'next' })
    expect(state).toEqual(active(1))
    expect(reduceWalkthrough(state, { type: 'previous' })).toEqual(active(0))
    expect(reduceWalkthrough(active(0), { type: 'previous' })).toEqual(active(0))
    expect(reduceWalkthrough(state, { type: 'jump', step: 2 })).toEqual(active(2))
    expect(reduceWalkthrough(state, { type: 'jump', step: 3 })).toEqual(state)
    expect(reduceWalkthrough(state, { type: 'jump', step: -1 })).toEqual(state)
  })

  it('skips a step; next or skip on the last step, or finish, complete it; cancel aborts', () => {
    expect(reduceWalkthrough(active(0), { type: 'skip' })).toEqual(active(1))
    expect(reduceWalkthrough(active(2), { type: 'next' })).toEqual({
      status: 'completed',
      id: 'platform-basics',
    })
    expect(reduceWalkthrough(active(2), { type: 'skip' })).toEqual({
      status: 'completed',
      id: 'platform-basics',
    })
    expect(reduceWalkthrough(active(1), { type: 'finish' })).toEqual({
      status: 'completed',
      id: 'platform-basics',
    })
    expect(reduceWalkthrough(active(1), { type: 'cancel' })).toEqual(INACTIVE)
  })

  it('ignores moves while inactive and unknown walkthroughs', () => {
    expect(reduceWalkthrough(INACTIVE, { type: 'next' })).toBe(INACTIVE)
    expect(reduceWalkthrough(INACTIVE, { type: 'start', id: 'nope' })).toBe(INACTIVE)
  })

  it('auto-advances 1 s after an action and polls for an element every 100 ms', async () => {
    expect(AUTO_ADVANCE_MS).toBe(1000)
    expect(ELEMENT_POLL_MS).toBe(100)
    vi.useFakeTimers()
    try {
      let lookups = 0
      const found = waitForElement(() => (++lookups >= 4 ? 'element' : null), {
        setTimeout: (run, ms) => setTimeout(run, ms),
      })
      await vi.advanceTimersByTimeAsync(299)
      expect(lookups).toBe(3)
      await vi.advanceTimersByTimeAsync(1)
      await expect(found).resolves.toBe('element')
      const missing = waitForElement(() => null, { setTimeout: (run, ms) => setTimeout(run, ms) }, 500)
      await vi.advanceTimersByTimeAsync(500)
      await expect(missing).resolves.toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('learning progress is stored per member', () => {
  it('keeps quest steps and finished walkthroughs apart for each member', () => {
    const storage = createMemoryStorage()
    const mine = { quests: { 'getting-started': ['visit-board'] }, walkthroughs: ['platform-basics'] }
    writeLearningProgress(storage, 'me', mine)
    expect(readLearningProgress(storage, 'me')).toEqual(mine)
    expect(readLearningProgress(storage, 'someone-else')).toEqual(NO_PROGRESS)
    expect(withWalkthroughDone(mine, 'platform-basics')).toBe(mine)
    expect(withWalkthroughDone(NO_PROGRESS, 'mobile-features').walkthroughs).toEqual(['mobile-features'])
  })
})
