// 001 §5, §8 (biometric), verbatim.
export const BIOMETRIC_MESSAGES = {
  mustLogIn: 'You must be logged in to enable biometric authentication',
  enableFailed: 'Failed to enable biometric authentication',
  enabled: 'Biometric authentication enabled successfully',
  failed: 'Biometric authentication failed',
  noCredentials: 'No biometric credentials found for this device',
  sessionFailed: 'Failed to create session',
  signedIn: 'Signed in successfully',
} as const
