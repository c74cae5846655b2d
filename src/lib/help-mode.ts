/**
 * Help mode (001 §2 "Help and learning", §9): turning it on clears the tooltips already shown; a
 * tooltip whose id contains 'important' opens by itself once, 1 second after it appears.
 *
 *   off ──turn on (shown := ∅)──▶ on ──turn off──▶ off
 *   on: an 'important' tip not yet shown opens after 1 s and joins `shown`
 *
 * View state: help mode starts off on every visit (a temporary way to learn a screen, so tips never
 * pop up on a plain reload). Nothing here is stored.
 */
export const HELP_TOOLTIP_DELAY_MS = 1000

export interface HelpModeState {
  enabled: boolean
  /** Tooltip ids already opened by themselves since help mode was last turned on. */
  shown: ReadonlySet<string>
}

export const HELP_MODE_OFF: HelpModeState = { enabled: false, shown: new Set() }

export function setHelpMode(state: HelpModeState, enabled: boolean): HelpModeState {
  if (enabled) return { enabled: true, shown: new Set() }
  return { ...state, enabled: false }
}

export function isImportantTip(id: string): boolean {
  return id.includes('important')
}

export function shouldAutoOpen(state: HelpModeState, id: string): boolean {
  return state.enabled && isImportantTip(id) && !state.shown.has(id)
}

export function markShown(state: HelpModeState, id: string): HelpModeState {
  if (state.shown.has(id)) return state
  return { ...state, shown: new Set([...state.shown, id]) }
}
