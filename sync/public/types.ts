// Types the app needs from modules it may not import directly (src/ reaches sync/ only through
// sync/client.ts and sync/public/**).
export type { JulDatabase } from '../db/database.ts'
export type { QueueEntry, Session } from '../protocol.ts'
export type { RowOf, TableName } from '../tables.ts'
