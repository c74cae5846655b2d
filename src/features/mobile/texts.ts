/** Spec 002 §2.2, §2.12 and §8: the mobile shell's texts, verbatim. */
export const MOBILE_TEXTS = {
  tagline: 'Stay Aligned. Move Faster.',
  authTitle: 'Authentication Required',
  authBody: 'You need to sign in to access Media Library, YEL Rooms, and Voice Assistant features.',
  demoButton: 'Quick Demo Sign-In',
  manualSignIn: 'Sign in manually',
  demoSuccess: 'Successfully signed in!',
  demoFailure: 'Failed to sign in. Please try manual sign-in.',
  crashTitle: 'Something went wrong',
  crashBody: 'Please try refreshing the app',
  refresh: 'Refresh',
  notFound: 'Not found',
  settings: 'Settings',
  starting: 'JUL is starting',
} as const

/** The shared demo account seeded by supabase/seed (spec 002 §7: the password is not printed there). */
export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'Jul-demo-2026!' } as const

/** The five bottom tabs of 002 §2.2, in order. */
export const MOBILE_TABS = [
  { path: 'home', label: 'Home' },
  { path: 'quickadd', label: 'Quick Add' },
  { path: 'media', label: 'Media' },
  { path: 'yelroom', label: 'YEL Room' },
  { path: 'sparks', label: 'JUL Sparks' },
] as const

export type MobileTabPath = (typeof MOBILE_TABS)[number]['path']

/** Spec 002 §2.12 (Account) and §8 (Checkout), verbatim. */
export const ACCOUNT_TEXTS = {
  subscription: 'Subscription',
  currentPlan: 'Current plan',
  upgradePlan: 'Upgrade Plan',
  contact: 'Contact',
  profile: 'Profile',
  appToggles: 'App',
  showHeader: 'Show header',
  showFooter: 'Show tab bar',
  billing: 'Billing & Payments',
  privacy: 'Privacy & Security',
  help: 'Help & Support',
  signOut: 'Sign Out',
  version: 'JUL Console v1.0.0',
  checkoutFailed: 'Failed to create checkout. Please try again.',
} as const
