import { useEffect } from 'react'
import { create } from 'zustand'
import type { CaptureContext } from '../lib/capture-context.ts'

interface CaptureContextState {
  context: CaptureContext
  set: (context: CaptureContext) => void
}

const HOME: CaptureContext = { type: 'home' }

/**
 * The capture context a page declares (000 §4.6, 002 §2.7): the board card or session recap open
 * now. Quick Add reads it to choose the destination; leaving the page resets it to home.
 */
export const useCaptureContextStore = create<CaptureContextState>((set) => ({
  context: HOME,
  set: (context) => set({ context }),
}))

/** The current capture context (view state, not synced). */
export function useCaptureContext(): CaptureContext {
  return useCaptureContextStore((state) => state.context)
}

/** Declares `context` while the calling page is mounted, and resets it to home when it leaves. */
export function useDeclareCaptureContext(context: CaptureContext | null) {
  const set = useCaptureContextStore((state) => state.set)
  const key = context ? JSON.stringify(context) : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key is the identity
  useEffect(() => {
    if (!context) return
    set(context)
    return () => set(HOME)
  }, [key, set])
}
