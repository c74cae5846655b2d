/** Sessions texts (001 §2, §8; 002 §2.3, §2.5, §5, §8), verbatim. */
export const SESSION_TEXTS = {
  noSessions: 'No sessions found',
  noReport: 'No report found for this session',
  fetchFailed: 'Failed to fetch sessions',
  /** Staff: the server's page of every member's sessions could not be read (offline, never opened). */
  onlyOnDevice: "Other members' sessions could not be loaded; the sessions on this device are shown.",
  updateFailed: 'Failed to update session',
  statusFailed: 'Failed to update session status',
  deleteFailed: 'Failed to delete session',
  deleted: 'Session deleted',
  confirmDelete: 'Are you sure you want to delete this session?',
  noRecording: 'No recording found for this session',
  recordingNotAccessible: 'Recording file not accessible',
  reportFailed: 'Failed to generate report',
  reportSaveFailed: 'Failed to save report',
  reportsFetchFailed: 'Failed to fetch reports',
  sessionReportFailed: 'Failed to generate session report',
  audioReportFailed: 'Failed to process audio and generate report',
  checkFailed: 'Failed to check for new recordings',
  loading: 'Loading sessions...',
  reportGenerated: 'Session report generated',
} as const

export const DRIVE_TEXTS = {
  notConfigured: 'Google Drive integration not configured. Please contact support.',
  credentialsMissing: 'Google Drive credentials are missing. Please contact support.',
  notConfiguredProperly: 'Google Drive not configured properly',
  initializing: 'Please wait, still initializing...',
  unavailable: 'Google Drive connection unavailable',
  connectFailed: 'Failed to connect to Google Drive. Please try again.',
  connectFirst: 'Please connect to Google Drive first',
  fetchFailed: 'Failed to fetch recordings from Google Drive',
  downloadFailed: 'Failed to download recording',
} as const

export const MINUTES_TEXTS = {
  autoTitle: (session: string) => `Auto-generated meeting minutes for ${session}`,
  processFailed: (name: string) => `Failed to process recording: ${name}`,
  workflowFailed: 'Error in automatic processing workflow',
  createFailed: 'Failed to create meeting minutes',
  created: 'Meeting minutes created successfully',
  configLoadFailed: 'Failed to load meeting minutes configuration',
  configUpdateFailed: 'Failed to update configuration',
  configUpdated: 'Configuration updated successfully',
} as const

/** 002 §8 mobile sessions and recap texts. */
export const MOBILE_SESSION_TEXTS = {
  scheduleLabel: 'Schedule Session',
  scheduleLocked: 'Scheduling sessions is part of Premium',
  scheduleLockedHint: 'Premium and Pro book sessions with your advisor from here.',
  upgradeToPremium: 'Upgrade to Premium',
  notFound: 'Session not found',
  loadFailed: 'Failed to load session',
  listFailed: 'Failed to load sessions',
  recapFailed: 'Failed to load session',
  noSummary: 'No session summary available',
  noRecording: 'No Recording Available',
  /** 'Linked to: {card}' names the card; a card without a title gets 002 §8's 'Linked to board card'. */
  linkedTo: (card: string) => (card.trim() === '' ? 'Linked to board card' : `Linked to: ${card}`),
  linkFailed: 'Failed to link to board',
  notesFailed: 'Failed to load session notes',
  noteDeleted: 'Session note deleted',
  noteDeleteFailed: 'Failed to delete note',
  confirmNoteDelete: 'Are you sure you want to delete this note?',
  noNotes: 'No session notes yet.',
  noRecaps: 'No recaps yet.',
  noRecent: 'No sessions in the last 30 days.',
} as const
