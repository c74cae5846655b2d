import { useSyncExternalStore } from 'react'
import {
  applyTheme,
  type ResolvedTheme,
  readThemePreference,
  resolveTheme,
  SYSTEM_DARK_QUERY,
  THEME_STORAGE_KEY,
  type ThemePreference,
  writeThemePreference,
} from '../lib/theme.ts'

export interface ThemeState {
  preference: ThemePreference
  resolved: ResolvedTheme
}

const listeners = new Set<() => void>()
let state: ThemeState | null = null

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK_QUERY).matches
}

function compute(): ThemeState {
  const preference = readThemePreference(window.localStorage)
  return { preference, resolved: resolveTheme(preference, systemPrefersDark()) }
}

function refresh(): void {
  const next = compute()
  if (state && next.preference === state.preference && next.resolved === state.resolved) return
  state = next
  applyTheme(document, next.resolved)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) startWatching()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) stopWatching()
  }
}

let stopWatching = () => {}

/** The system setting and other tabs (a choice made there arrives as a storage event) both apply at once. */
function startWatching(): void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK_QUERY) : null
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) refresh()
  }
  media?.addEventListener('change', refresh)
  window.addEventListener('storage', onStorage)
  stopWatching = () => {
    media?.removeEventListener('change', refresh)
    window.removeEventListener('storage', onStorage)
  }
}

function getSnapshot(): ThemeState {
  if (!state) {
    state = compute()
    applyTheme(document, state.resolved)
  }
  return state
}

const SERVER_STATE: ThemeState = { preference: 'system', resolved: 'light' }

/** Stores the member's choice and applies it to the whole document. */
export function setThemePreference(preference: ThemePreference): void {
  writeThemePreference(window.localStorage, preference)
  refresh()
}

/** Applies the stored theme before React renders (index.html has already done so for the first paint). */
export function initTheme(): void {
  getSnapshot()
}

export function useTheme(): ThemeState & { setPreference: (preference: ThemePreference) => void } {
  const current = useSyncExternalStore(subscribe, getSnapshot, () => SERVER_STATE)
  return { ...current, setPreference: setThemePreference }
}
