/** Home tab texts (001 §2 Home, §8). */
export const HOME_TEXTS = {
  noActivity: 'No recent activity yet.',
  comingSoon: 'Coming Soon',
  loadFailed: 'Failed to load your dashboard',
  loading: 'Loading your dashboard...',
  noLiveSessions: 'No upcoming sessions.',
  noAgreements: 'No agreements yet.',
  noNudges: 'Nothing needs you this week.',
  promptReadOnly: 'Interactive prompts come with Desktop Pro.',
} as const

/** Spec 002 §2.3 (Overview), §5 (service button), verbatim where the spec has words. */
export const MOBILE_HOME_TEXTS = {
  overview: 'Overview',
  board: 'Board',
  sessions: 'Sessions',
  subscription: 'Subscription',
  active: 'Active',
  inactive: 'Inactive',
  expires: 'Expires',
  noExpiry: 'No expiry date',
  quickActions: 'Quick Actions',
  allAccess: 'All Access',
  limited: 'Limited',
  addNote: 'Add Note',
  voiceMemo: 'Voice Memo',
  photoNote: 'Photo Note',
  quickAdd: 'Quick Add',
  services: 'Available Services',
  noServices: 'No services available right now',
  servicesFailed: 'Failed to load services',
} as const
