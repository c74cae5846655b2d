/** Export Center texts (001 §2: its contents are not shown, so these are ours). */
export const EXPORT_TEXTS = {
  loading: 'Loading your data...',
  locked: 'The Export Center is part of Desktop Pro',
  lockedDetail: 'Export your sessions, reports, minutes, board, captures and sparks with Desktop Pro.',
  ready: (file: string) => `${file} is ready`,
  loadFailed: 'Failed to load your data',
  failed: 'Failed to export your data. Please try again.',
  pdfFontsMissing:
    'The PDF needs fonts this device has not downloaded yet. Connect to the internet once and try again.',
} as const

/**
 * The mobile export toolkit (000 §6: a Pro feature of the phone). Locked, it answers as the phone's
 * other Pro features do (002 §2.8: 'Pro subscription required').
 */
export const MOBILE_EXPORT_TEXTS = {
  locked: 'Pro subscription required',
  lockedHint: 'The export toolkit comes with Pro. Upgrade to take your data with you as files.',
  upgrade: 'Upgrade Plan',
} as const
