/** 001 §5, §8: the settings tab's messages, verbatim. Ours (where the spec is silent) are marked. */
export const SETTINGS_NOTICE_TEXTS = {
  profileUpdated: 'Profile Updated: Your profile has been saved and synced to CRM.',
  profileUpdateFailed: 'Error: Failed to update profile. Please try again.',
  profileLoadFailed: 'Error: Failed to load profile data',
  interactionLogged: 'Success: Interaction logged and synced to CRM',
  interactionFailed: 'Failed to log interaction',
  // Ours: the profile is saved on the device and its CRM record waits for the network.
  profileQueued: 'Profile saved on this device. It will sync to CRM when you are back online.',
  // Ours: the interaction waits on the device for the network.
  interactionQueued:
    'Interaction saved on this device. It will be logged and synced to CRM when you are back online.',
  // Ours: a CRM record the server refused stays listed with Retry / Discard.
  crmRefused: 'The CRM refused this record',
} as const

export const SETTINGS_TEXTS = {
  title: 'Settings',
  profileTab: 'Profile',
  interactionTab: 'Log Interaction',
  saveProfile: 'Save Profile',
  logInteraction: 'Log Interaction',
  loadingProfile: 'Loading profile...',
  exportToolkit: 'Export toolkit',
  exportToolkitDescription:
    'Your sessions, reports, minutes, board, captures and sparks as CSV, JSON or a PDF summary (Pro).',
  loadingExportToolkit: 'Loading the export toolkit...',
  crmWaiting: 'Waiting to sync to CRM',
  crmFailed: 'Not synced to CRM',
  retry: 'Retry',
  discard: 'Discard',
  recentInteractions: 'Recent interactions',
  noInteractions: 'No interactions logged yet.',
} as const

/** 001 §8 biometric messages the shared helper (src/data/biometric.ts) does not carry. */
export const BIOMETRIC_EXTRA_TEXTS = {
  genericError: 'An error occurred',
  // Ours: a browser without WebAuthn.
  unsupported: 'This browser cannot use biometric sign-in.',
} as const

export const LOCK_TEXTS = {
  title: 'Console locked',
  description: 'JUL locked after 15 minutes without activity.',
  warning: 'The console locks in 1 minute without activity.',
  unlockWithBiometrics: 'Unlock with biometrics',
  signOut: 'Sign out',
  lockNow: 'Lock now',
} as const

export const LINKED_DEVICE_TEXTS = {
  title: 'Linked devices',
  description: 'Devices that sign in with biometrics or receive push notifications.',
  // Ours: the spec's card has sample entries only.
  empty: 'No linked devices yet.',
  emptyHint: 'Turn on biometric sign-in or push notifications on a device to link it.',
  loading: 'Loading devices...',
  loadFailed: 'Failed to load linked devices',
  thisDevice: 'This device',
  biometricOn: 'Biometric sign-in on',
  biometricOff: 'Biometric sign-in off',
  push: 'Push notifications',
  lastSeen: 'Last seen',
} as const
