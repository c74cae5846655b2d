/** Spec 002 §2.2 and §8: the mobile shell's texts, verbatim. */
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
} as const

/** The shared demo account seeded by supabase/seed (spec 002 §7: the password is not printed there). */
export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'Jul-demo-2026!' } as const

/** Spec 002 §2.2 / 000 §9: about 1.7 s plus a 0.3 s fade for the console splash. */
export const SPLASH_VISIBLE_MS = 1700
export const SPLASH_FADE_MS = 300

export const MOBILE_TABS = [
  { path: 'home', label: 'Home', subtitle: 'Overview, board and sessions' },
  { path: 'quickadd', label: 'Quick Add', subtitle: 'Capture voice, photo and text' },
  { path: 'media', label: 'Media', subtitle: 'Your media library' },
  { path: 'yelroom', label: 'YEL Room', subtitle: 'Rooms with your advisor and peers' },
  { path: 'sparks', label: 'JUL Sparks', subtitle: 'Short updates' },
] as const
