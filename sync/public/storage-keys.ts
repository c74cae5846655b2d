/** The spec's local-storage key for the offline queue (002 §3, §8). Do not rename. */
export const LEGACY_QUEUE_KEY = 'pending_sync_data'
/** The spec's local-storage key mirroring the last successful sync (002 §8). Do not rename. */
export const LAST_SYNC_TIME_KEY = 'last_sync_time'
