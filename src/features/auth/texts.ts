/** Spec 000 §4.3 and §8: sign-in and session texts, verbatim. */
export const AUTH_TEXTS = {
  signedOutTitle: 'Signed out',
  signedOutDescription: 'You have been signed out successfully.',
  signOutErrorTitle: 'Error',
  signOutErrorDescription: 'Failed to sign out',
  securelyLoggedOut: 'Securely logged out',
  demoSignInSuccess: 'Successfully signed in!',
  demoSignInFailure: 'Failed to sign in. Please try manual sign-in.',
  pendingQueueWarning: 'You have unsynced changes. They stay on this device and sync when you sign in again.',
  // Ours: Logout's wait for the queue (the spec names only the offline banner's 'Syncing' state).
  signingOutTitle: 'Signing out',
  signingOutKept: 'Changes that are not sent stay on this device and are sent the next time you sign in.',
  sendingChanges: (count: number) => `Syncing… sending ${count} ${count === 1 ? 'change' : 'changes'}`,
  signOutNow: 'Sign out now',
} as const
