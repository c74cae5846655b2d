/**
 * Pure rules of the mobile shell (002 §2.2, 000 §4.6, §9): splash timing, the header per route, the
 * remembered header/footer visibility and the settings overlay's query.
 */

/** 002 §2.2: about 1.7 s plus a 0.3 s fade for the console type, or 2.5 s plus 0.5 s otherwise. */
export const SPLASH_TIMINGS = {
  console: { visibleMs: 1700, fadeMs: 300 },
  default: { visibleMs: 2500, fadeMs: 500 },
} as const

export type SplashType = keyof typeof SPLASH_TIMINGS

export function splashTiming(type: SplashType) {
  return SPLASH_TIMINGS[type]
}

export interface HeaderText {
  title: string
  subtitle: string
}

const HEADERS: ReadonlyArray<[RegExp, HeaderText]> = [
  [/^\/app\/?$|^\/app\/home\b/, { title: 'Home', subtitle: 'Overview, board and sessions' }],
  [/^\/app\/julboard\/card\//, { title: 'Board Card', subtitle: 'Details, notes and attachments' }],
  [/^\/app\/julboard\b/, { title: 'JUL Board', subtitle: 'Metrics, check-ins and decisions' }],
  [/^\/app\/quickadd\b/, { title: 'Quick Add', subtitle: 'Capture voice, photo and text' }],
  [/^\/app\/media\b/, { title: 'Media Library', subtitle: 'Your photos, voice memos and notes' }],
  [/^\/app\/yelroom\b/, { title: 'YEL Room', subtitle: 'Rooms with your advisor and peers' }],
  [/^\/app\/sparks\b/, { title: 'JUL Sparks', subtitle: 'Short updates' }],
  [/^\/app\/inbox\b/, { title: 'Capture Inbox', subtitle: 'Captures waiting for a board card' }],
  [/^\/app\/sessions\//, { title: 'Session Recap', subtitle: 'Summary, notes and recording' }],
  [/^\/app\/settings\b/, { title: 'Settings', subtitle: 'Your app preferences' }],
  [/^\/app\/capital-readiness\b/, { title: 'Capital Readiness', subtitle: 'Beta report' }],
]

const FALLBACK_HEADER: HeaderText = { title: 'JUL', subtitle: 'Stay Aligned. Move Faster.' }

/** The header's title and subtitle for a path under /app (002 §2.2: "a title and a subtitle per tab"). */
export function headerFor(pathname: string): HeaderText {
  return HEADERS.find(([pattern]) => pattern.test(pathname))?.[1] ?? FALLBACK_HEADER
}

/**
 * 000 §4.6: header and footer visibility are remembered locally; the footer defaults to shown (the
 * header too: the spec names no other default). Do not rename without a migration.
 */
export const CHROME_KEYS = {
  header: 'jul-mobile-header-visible',
  footer: 'jul-mobile-footer-visible',
} as const
export type ChromePart = keyof typeof CHROME_KEYS

/** A part is shown unless its stored text says 'false'. */
export const CHROME_VISIBILITY = {
  parse: (raw: string | null): boolean => raw !== 'false',
  serialize: (visible: boolean): string => (visible ? 'true' : 'false'),
}

/** 002 §2.2, §2.12: the overlay opens with ?settings=1 and an optional tab; Account by default. */
export const SETTINGS_TABS = ['account', 'card', 'jul', 'alerts'] as const
export type SettingsTabId = (typeof SETTINGS_TABS)[number]

export function settingsFromQuery(params: URLSearchParams): { open: boolean; tab: SettingsTabId } {
  const tab = SETTINGS_TABS.find((id) => id === params.get('tab')) ?? 'account'
  return { open: params.get('settings') === '1', tab }
}

/** The query with the overlay open on `tab`, keeping whatever else the screen put there. */
export function withSettings(params: URLSearchParams, tab: SettingsTabId | null): URLSearchParams {
  const next = new URLSearchParams(params)
  if (tab === null) {
    next.delete('settings')
    next.delete('tab')
  } else {
    next.set('settings', '1')
    next.set('tab', tab)
  }
  return next
}

/** 002 §2.12: the user name is the part of the sign-in address before the @. */
export function userNameFromEmail(email: string): string {
  const at = email.indexOf('@')
  return at === -1 ? email : email.slice(0, at)
}
