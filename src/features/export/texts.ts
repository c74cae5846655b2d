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
