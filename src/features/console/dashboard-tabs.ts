/** Spec 001 §2: the console tabs, selected by the `tab` query value. */
export const DASHBOARD_TABS = [
  { id: 'home', label: 'Home', purpose: 'Your membership card, upcoming sessions and quick actions.' },
  { id: 'julboard', label: 'JUL Board', purpose: 'Metrics, check-ins, key decisions and milestones.' },
  { id: 'sessions', label: 'Sessions', purpose: 'Your advisory sessions timeline, recordings and reports.' },
  { id: 'agreements', label: 'Agreements', purpose: 'Proposals and agreements with your advisor.' },
  { id: 'yelroom', label: 'YEL Room', purpose: 'Message rooms with your advisor and peers.' },
  { id: 'templates', label: 'Templates', purpose: 'The template library.' },
  { id: 'platform-overview', label: 'Platform Overview', purpose: 'What the console and companion offer.' },
  { id: 'export', label: 'Export', purpose: 'The Export Center.' },
  { id: 'quickadd', label: 'Quick Add', purpose: 'Capture voice, photo and text notes.' },
  { id: 'media', label: 'Media', purpose: 'Your media library.' },
  { id: 'julmode', label: 'JUL Mode', purpose: 'Daily strategic prompts.' },
  { id: 'settings', label: 'Settings', purpose: 'Profile, preferences and interaction log.' },
] as const

export type DashboardTabId = (typeof DASHBOARD_TABS)[number]['id']

/** 001 §2: the dashboard's legal links. */
export const CONSOLE_LEGAL_LINKS = [
  { to: '/data-processing-agreement', label: 'Data Processing Agreement' },
  { to: '/mobile-app-terms', label: 'Mobile App Terms' },
  { to: '/api-terms-of-use', label: 'API Terms of Use' },
] as const

/**
 * 001 §2: other paths that render the same dashboard (the spec names none; these are the names a member
 * would try). Each keeps the `tab` query value.
 */
export const DASHBOARD_ALIASES = ['/console', '/jul-console', '/member-dashboard'] as const

export function tabFromQuery(value: string | null, canUseExport: boolean): DashboardTabId {
  const match = DASHBOARD_TABS.find((tab) => tab.id === value)
  if (!match) return 'home'
  if (match.id === 'export' && !canUseExport) return 'home'
  return match.id
}
