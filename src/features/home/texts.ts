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
