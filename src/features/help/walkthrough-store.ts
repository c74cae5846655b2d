import { create } from 'zustand'
import { INACTIVE, reduceWalkthrough, type WalkthroughAction, type WalkthroughState } from './walkthroughs.ts'

/** The running walkthrough and its step: view state, never stored (only completion is). */
export const useWalkthrough = create<{
  state: WalkthroughState
  dispatch: (action: WalkthroughAction) => void
  reset: () => void
}>()((set) => ({
  state: INACTIVE,
  dispatch: (action) => set((current) => ({ state: reduceWalkthrough(current.state, action) })),
  reset: () => set({ state: INACTIVE }),
}))
