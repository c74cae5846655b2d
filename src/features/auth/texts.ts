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
} as const
