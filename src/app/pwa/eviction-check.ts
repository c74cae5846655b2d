import { mayHoldLocalDatabase } from '../../../sync/public/local-presence.ts'

// The one part of durable storage on the first load (main.tsx): whether the browser cleared this
// device's data since the last visit. Apart from storage-persistence.ts so the entry stays small.

/** This device held a member's synced data: compared at start with what the browser still has. */
export const DEVICE_DATA_KEY = 'jul-device-data'
/** When the browser was found to have cleared the data (ISO time), until the member has seen it. */
export const EVICTED_KEY = 'jul-storage-evicted'

/**
 * Runs at start, before the sync database is opened: a device that held synced data and no longer has
 * the database lost it to the browser. (The build-stamp reset clears the mark with the database, and
 * sign-out keeps the database, so neither reads as an eviction.)
 */
export async function noticeEvictedData(indexedDB = window.indexedDB): Promise<void> {
  if (localStorage.getItem(DEVICE_DATA_KEY) === null) return
  if (await mayHoldLocalDatabase(indexedDB)) return
  localStorage.removeItem(DEVICE_DATA_KEY)
  localStorage.setItem(EVICTED_KEY, new Date().toISOString())
}
