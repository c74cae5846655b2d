import { useSyncExternalStore } from 'react'
import { INITIAL_STATUS } from '../../sync/public/initial-status.ts'
import type { SyncStatus } from '../../sync/public/status.ts'
import { useSyncClient } from './sync-context.ts'

const noSubscription = () => () => {}
const initialSnapshot = () => INITIAL_STATUS

/** Online, syncing, pending count, failed writes and last_sync_time for the signed-in user. */
export function useSyncStatus(): SyncStatus {
  const client = useSyncClient()
  return useSyncExternalStore(
    client?.status.subscribe ?? noSubscription,
    client?.status.getSnapshot ?? initialSnapshot,
    // A page prerendered at build time has no client: it shows, and hydrates with, the initial status.
    initialSnapshot,
  )
}
