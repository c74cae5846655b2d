import type { SyncStatus } from './status.ts'

/** What a screen shows before the sync client reports; apart from status.ts so the first paint does without Dexie. */
export const INITIAL_STATUS: SyncStatus = {
  online: true,
  syncing: false,
  pendingCount: 0,
  failed: [],
  failedUploads: [],
  formsPending: 0,
  failedForms: [],
  lastSyncTime: null,
  hasSynced: false,
  uploadError: null,
  downloadError: null,
  retryAt: null,
  held: null,
  reloadRequired: false,
  databaseUnavailable: false,
  realtime: 'connecting',
}
