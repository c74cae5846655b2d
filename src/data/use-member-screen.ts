import type { SyncClient } from '../../sync/client.ts'
import type { MemberAccess } from '../lib/access.ts'
import { useSyncClient } from './sync-context.ts'
import { useMemberAccess } from './use-member-access.ts'
import { useSyncStatus } from './use-sync-status.ts'

export type MemberScreen =
  | { status: 'loading' }
  | { status: 'no-database' }
  | { status: 'ready'; client: SyncClient; access: MemberAccess; hasSynced: boolean }

/**
 * The sync client, the member's access and whether the first pull landed: what a member's screen needs
 * before it reads the mirror. Signed-out counts as loading (the protected route redirects). A browser
 * that refuses IndexedDB (private mode, blocked site data) is 'no-database': nothing can ever load
 * there, so the screen shows <NoDatabaseNotice> rather than loading for ever.
 */
export function useMemberScreen(): MemberScreen {
  const client = useSyncClient()
  const access = useMemberAccess()
  const { hasSynced, databaseUnavailable } = useSyncStatus()
  if (databaseUnavailable) return { status: 'no-database' }
  // The sync client starts after the first render (src/app/backend/default-services.ts): loading until then.
  if (!client || access.status !== 'ready') return { status: 'loading' }
  return { status: 'ready', client, access: access.access, hasSynced }
}

/** No spec text covers it: what happened, that nothing is kept on this device, and what to do. */
export const NO_DATABASE = {
  title: 'JUL cannot save anything in this browser',
  message:
    'This browser did not let JUL open its storage on this device (private browsing or blocked site data), so nothing can be shown or saved here. Open JUL in a normal window or allow site data for this site, then reload.',
  retry: 'Reload',
} as const
