import { JulDatabase } from '../../../../sync/db/database.ts'
import { ENTRY_STATUS, type QueueAction, type QueueEntry } from '../../../../sync/protocol.ts'
import { createRepository } from '../../../../sync/public/repositories.ts'

export const USER_A = '00000000-0000-4000-8000-00000000000a'
export const USER_B = '00000000-0000-4000-8000-00000000000b'

let counter = 0
export const freshDatabase = (): JulDatabase => new JulDatabase(`jul-test-${++counter}-${Math.random()}`)

export const newSpark = (content: string) => ({
  spark_type: 'manual',
  content,
  source_type: 'manual',
  source_id: null,
  metadata: {},
  is_favorited: false,
  is_archived: false,
})

export function sparksRepo(db: JulDatabase, userId: () => string | null = () => USER_A) {
  return createRepository({ db, userId }, 'sparks')
}

/** A queue entry as the planner sees it, for pure tests. */
export function entry(
  seq: number,
  table: string,
  action: QueueAction,
  rowId: string,
  data: Record<string, unknown> = {},
): QueueEntry {
  return {
    seq,
    id: `e${seq}`,
    table,
    action,
    data: action === 'insert' ? { id: rowId, ...data } : data,
    timestamp: seq,
    row_id: rowId,
    user_id: USER_A,
    status: ENTRY_STATUS.pending,
    attempts: 0,
    error: null,
  }
}
