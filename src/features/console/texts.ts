export const DASHBOARD_TEXTS = {
  loading: 'Loading your dashboard...',
  redirecting: 'Redirecting to sign in...',
  proOnly: 'Pro Only',
} as const
