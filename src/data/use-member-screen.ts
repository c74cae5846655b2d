import type { SyncClient } from '../../sync/client.ts'
import type { MemberAccess } from '../lib/access.ts'
import { useSyncClient } from './sync-context.ts'
import { useHasSynced } from './use-has-synced.ts'
import { useMemberAccess } from './use-member-access.ts'

export type MemberScreen =
  | { status: 'loading' }
  | { status: 'ready'; client: SyncClient; access: MemberAccess; hasSynced: boolean }

/**
 * The sync client, the member's access and whether the first pull landed: what a member's screen needs
 * before it reads the mirror. Signed-out counts as loading (the protected route redirects).
 */
export function useMemberScreen(): MemberScreen {
  const client = useSyncClient()
  const access = useMemberAccess()
  const hasSynced = useHasSynced()
  // The sync client starts after the first render (src/app/default-services.ts): loading until then.
  if (!client || access.status !== 'ready') return { status: 'loading' }
  return { status: 'ready', client, access: access.access, hasSynced }
}

export const NO_DATABASE =
  "This screen needs this device's local database, which could not be opened in this browser."
