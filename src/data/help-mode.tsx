import { type ReactElement, type ReactNode, useEffect, useState } from 'react'
import { create } from 'zustand'
import {
  HELP_MODE_OFF,
  HELP_TOOLTIP_DELAY_MS,
  type HelpModeState,
  markShown,
  setHelpMode,
  shouldAutoOpen,
} from '../lib/help-mode.ts'
import { Tooltip } from '../ui/tooltip.tsx'

interface HelpModeStore extends HelpModeState {
  setEnabled: (enabled: boolean) => void
  markShown: (id: string) => void
}

/** Help mode as view state shared by every feature's help tips (src/lib/help-mode.ts has the rules). */
export const useHelpMode = create<HelpModeStore>()((set) => ({
  ...HELP_MODE_OFF,
  setEnabled: (enabled) => set((state) => setHelpMode(state, enabled)),
  markShown: (id) => set((state) => markShown(state, id)),
}))

interface HelpTipProps {
  /** Stable id; one containing 'important' opens by itself once per help-mode session. */
  id: string
  content: ReactNode
  /** A focusable element (button, link): the design system's Tooltip wraps it. */
  children: ReactElement
  side?: 'top' | 'right' | 'bottom' | 'left'
}

/**
 * A help-mode tooltip any feature can put on its controls: closed while help mode is off; with it on, the tip shows on hover and focus, and important ones open by themselves after 1 s.
 */
export function HelpTip({ id, content, children, side = 'top' }: HelpTipProps) {
  const enabled = useHelpMode((state) => state.enabled)
  const autoOpen = useHelpMode((state) => shouldAutoOpen(state, id))
  const markTipShown = useHelpMode((state) => state.markShown)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!autoOpen) return
    const timer = window.setTimeout(() => {
      setOpen(true)
      markTipShown(id)
    }, HELP_TOOLTIP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [autoOpen, id, markTipShown])

  // Turning help mode on or off closes whatever tip was showing.
  const [seen, setSeen] = useState(enabled)
  if (seen !== enabled) {
    setSeen(enabled)
    setOpen(false)
  }

  // Always the same tree, so turning help mode on or off never remounts (and unfocuses) the control.
  return (
    <Tooltip
      content={content}
      open={enabled && open}
      onOpenChange={(next) => setOpen(enabled && next)}
      side={side}
      className="max-w-72"
    >
      {children}
    </Tooltip>
  )
}
