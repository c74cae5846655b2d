import type { SyncClient } from '../../../sync/client.ts'
import type { JulDatabase } from '../../../sync/db/database.ts'
import { KV } from '../../../sync/db/records.ts'
import { submitForm } from '../../../sync/public/outbox.ts'
import { watchQuery } from '../../../sync/public/queries.ts'
import { createRepository, type Repository } from '../../../sync/public/repositories.ts'
import { createStatusStore } from '../../../sync/public/status.ts'
import { retryUpload } from '../../../sync/public/uploads.ts'
import type { TableName } from '../../../sync/tables.ts'

/**
 * The real local database, repositories and status for one user; only the worker is left out.
 * `synced` (default true) records the user's first complete pull, as the worker would after it.
 */
export function localSyncClient(
  database: JulDatabase,
  userId: string,
  options: { synced?: boolean } = {},
): SyncClient {
  const ctx = { db: database, userId: () => userId }
  const status = createStatusStore(database, { online: true })
  status.setUser(userId)
  if (options.synced ?? true) void database.kv.put({ key: KV.firstPullDoneFor, value: userId })
  return {
    db: database,
    watch: watchQuery,
    repository: <N extends TableName>(table: N) => createRepository(ctx, table) as unknown as Repository<N>,
    submitForm: (input) => submitForm(database, input),
    setSession: async () => {},
    status: { subscribe: status.subscribe, getSnapshot: status.getSnapshot },
    syncNow: async () => 0,
    retryFailed: async () => {},
    retryUpload: (id) => retryUpload(database, id),
    discardFailed: async () => {},
    prepareSignOut: async () => 0,
    close: async () => status.stop(),
  }
}
