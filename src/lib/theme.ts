import type { KeyValueStorage } from './storage.ts'

/**
 * Light and dark themes, following the system unless the member chose one.
 *
 * The choice is kept under this local-storage key, which the build-stamp reset keeps (000 §4.6: "consent,
 * theme and auth entries are kept"; src/app/pwa/storage-keys.ts). index.html repeats the key in its
 * first-paint script. Do not change without a migration: a new name forgets every member's choice.
 */
export const THEME_STORAGE_KEY = 'jul-theme'

export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]
export type ResolvedTheme = 'light' | 'dark'

export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)'

/** The browser's colour for its own chrome per theme (the status bar of an installed app). */
export const THEME_COLOURS: Readonly<Record<ResolvedTheme, string>> = { light: '#f7f8fa', dark: '#0b0e14' }

export function isThemePreference(value: unknown): value is ThemePreference {
  return THEME_PREFERENCES.some((preference) => preference === value)
}

/** Anything unknown or unreadable counts as "follow the system". */
export function readThemePreference(storage: KeyValueStorage): ThemePreference {
  try {
    const stored = storage.getItem(THEME_STORAGE_KEY)
    return isThemePreference(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

/** Following the system stores nothing, so a later change of the system setting is followed. */
export function writeThemePreference(storage: KeyValueStorage, preference: ThemePreference): void {
  try {
    if (preference === 'system') storage.removeItem(THEME_STORAGE_KEY)
    else storage.setItem(THEME_STORAGE_KEY, preference)
  } catch {
    // Storage full or blocked: the theme still changes for this page view.
  }
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light'
  return preference
}

/** Puts the theme on <html data-theme> (the tokens switch on it) and on the browser chrome. */
export function applyTheme(doc: Document, theme: ResolvedTheme): void {
  const root = doc.documentElement
  root.dataset.theme = theme
  root.style.colorScheme = theme
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[theme])
}
