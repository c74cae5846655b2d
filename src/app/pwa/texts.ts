/** Installing the app (the spec is silent: ours). */
export const INSTALL_TEXTS = {
  title: 'Install the app',
  install: 'Install JUL',
  installed: 'JUL is installed on this device.',
  available: 'Open JUL from your home screen or dock, full screen and offline, with its own icon and badge.',
  iosHint: 'On iPhone or iPad: tap Share, then “Add to Home Screen”.',
  unavailable: 'Use your browser’s menu to install JUL, or open this page in Chrome, Edge or Safari.',
  dismissed: 'Not installed. You can install JUL from here at any time.',
} as const

/** Durable storage texts (the spec is silent: ours). */
export const STORAGE_TEXTS = {
  title: 'Storage on this device',
  persistent: 'Kept: the browser will not clear JUL’s data to make room.',
  bestEffort: 'Best effort: the browser may clear JUL’s data when it needs room.',
  unknown: 'This browser does not say whether it keeps JUL’s data.',
  usage: (used: string, quota: string) => `${used} used of ${quota} available to JUL`,
  refusedTitle: 'This browser may clear JUL’s data',
  refused:
    'It did not agree to keep JUL’s data on this device. Changes you make offline are safe once they have synced: go online now and then, or install the app, which browsers keep more readily.',
  evictedTitle: 'This browser cleared JUL’s data on this device',
  evicted: (when: string) =>
    `On ${when} the data JUL kept here was gone. Everything that had synced is back from the server; changes that had not synced before then could not be recovered.`,
  dismiss: 'Dismiss',
} as const
