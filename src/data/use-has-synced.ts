import { useSyncExternalStore } from 'react'
import type { SyncClient } from '../../sync/client.ts'
import { useSyncClient } from './sync-context.ts'

const noSubscription = () => () => {}
const notSynced = () => false

/**
 * False until the first complete pull for the signed-in user has landed on this device (also false
 * with no sync client). Before it an empty mirror means "not loaded yet": show loading, never the
 * screen's empty state.
 */
export function useHasSynced(): boolean {
  const client: SyncClient | null = useSyncClient()
  return useSyncExternalStore(
    client?.status.subscribe ?? noSubscription,
    client ? () => client.status.getSnapshot().hasSynced : notSynced,
  )
}
