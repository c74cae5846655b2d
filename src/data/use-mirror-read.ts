import { useLiveQuery } from 'dexie-react-hooks'
import { type DependencyList, useCallback, useState } from 'react'
import type { LocalDatabase } from '../../sync/public/local-database.ts'
import { useSyncClient } from './sync-context.ts'
import { useSyncStatus } from './use-sync-status.ts'

export type MirrorRead<T> =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; data: T }

export interface MirrorReadOptions<T> {
  /** Named in the log line when the read fails ('board', 'sessions'). */
  what: string
  /**
   * Whether an answer holds nothing to show. Until this device's first pull such an answer means "not
   * here yet", not "none", so the read stays loading and the screen never shows an empty state that is
   * a lie. Default: null, undefined or an empty array.
   */
  isEmpty?: (data: T) => boolean
}

const nothing = (data: unknown) => data == null || (Array.isArray(data) && data.length === 0)

type Answer<T> = { ok: true; data: T } | { ok: false }

/**
 * The one read hook over the local mirror: `read` runs as a live query (again whenever a table it
 * read changes, in any tab or the sync worker) and the screen gets `loading` (no sync client yet, the
 * first answer not in, or an empty answer before the first pull), `error` with `retry` (the read threw;
 * logged), or `ready` with the data. `deps` are the values `read` uses besides the database.
 */
export function useMirrorRead<T>(
  read: (db: LocalDatabase) => Promise<T>,
  deps: DependencyList,
  { what, isEmpty = nothing }: MirrorReadOptions<T>,
): MirrorRead<T> {
  const client = useSyncClient()
  const { hasSynced } = useSyncStatus()
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  const answer = useLiveQuery(
    async (): Promise<Answer<T> | undefined> => {
      if (!client) return undefined
      try {
        return { ok: true, data: await read(client.db) }
      } catch (error) {
        console.error(`Could not read ${what} from this device`, error)
        return { ok: false }
      }
    },
    // `attempt` runs the read again on Retry; `read` is a new closure each render, named by `deps`.
    [client, attempt, ...deps],
  )
  if (!answer) return { status: 'loading' }
  if (!answer.ok) return { status: 'error', retry }
  if (!hasSynced && isEmpty(answer.data)) return { status: 'loading' }
  return { status: 'ready', data: answer.data }
}
