import { DATABASE_NAME } from '../db/name.ts'

/**
 * Whether this browser holds the sync database at all, asked without opening it, so Dexie and the engine
 * stay unloaded: a first visit has none, and nothing can be waiting there to be sent. A browser that
 * cannot list its databases answers yes (the caller then opens it to find out).
 */
export async function mayHoldLocalDatabase(
  indexedDB: { databases?: () => Promise<Array<{ name?: string }>> } | undefined,
): Promise<boolean> {
  if (!indexedDB?.databases) return true
  const databases = await indexedDB.databases().catch(() => null)
  return databases === null || databases.some((database) => database.name === DATABASE_NAME)
}
