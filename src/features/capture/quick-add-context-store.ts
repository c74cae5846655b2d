import { create } from 'zustand'
import type { CaptureContext } from '../../lib/capture-context.ts'

interface QuickAddContextState {
  /** The context of the last screen the member settled on before opening Quick Add. */
  context: CaptureContext
  set: (context: CaptureContext) => void
}

/** View state (not synced): where a capture made on the Quick Add tab goes (002 §2.7). */
export const useQuickAddContextStore = create<QuickAddContextState>((set) => ({
  context: { type: 'home' },
  set: (context) => set({ context }),
}))
