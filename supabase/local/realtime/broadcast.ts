import type { Caller } from '../context.ts'
import type { Db } from '../db.ts'

/** NOTIFY channel of committed realtime.messages (boot.sql `realtime.local_announce_broadcast`). */
export const BROADCAST_CHANNEL = 'jul_local_broadcast'

export interface BroadcastMessage {
  id: string
  topic: string
  event: string
  payload: unknown
  private: boolean
}

export interface Permissions {
  read: boolean
  write: boolean
}

const ROLLBACK = Symbol('rollback')

/**
 * What the caller may do on a private channel, decided as Supabase Realtime does: RLS on
 * realtime.messages with `realtime.topic()` set to the topic. Read: a broadcast row inserted for the
 * topic (by the server) is visible to the caller's SELECT policies. Write: the caller's own insert of
 * one passes its INSERT policies. Everything is rolled back; a policy that fails counts as "no".
 */
export async function channelPermissions(db: Db, caller: Caller, topic: string): Promise<Permissions> {
  if (caller.role === 'service_role') return { read: true, write: true }
  let answer: Permissions = { read: false, write: false }
  await db
    .transaction(async (tx) => {
      const [probe] = await tx.query<{ id: string }>(
        `insert into realtime.messages (topic, extension, private) values ($1::text, 'broadcast', true)
         returning id::text as id`,
        [topic],
      )
      await tx.query(
        `select set_config('role', $1::text, true), set_config('request.jwt.claims', $2::text, true),
           set_config('realtime.topic', $3::text, true)`,
        [caller.role, JSON.stringify(caller.claims), topic],
      )
      const read = await tx
        .query<{ id: string }>(
          `select id::text as id from realtime.messages where id = $1::uuid and topic = $2::text`,
          [probe?.id ?? null, topic],
        )
        .then((rows) => rows.length === 1)
      await tx.query('savepoint write_probe')
      const write = await tx
        .query(
          `insert into realtime.messages (topic, extension, private) values ($1::text, 'broadcast', true)`,
          [topic],
        )
        .then(
          () => true,
          async () => {
            await tx.query('rollback to savepoint write_probe')
            return false
          },
        )
      answer = { read, write }
      throw ROLLBACK
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) answer = { read: false, write: false }
    })
  return answer
}

/** Takes a committed broadcast out of realtime.messages (kept only until it is delivered here). */
export async function takeBroadcast(db: Db, id: string): Promise<BroadcastMessage | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      id: string
      topic: string
      event: string | null
      payload: string | null
      private: boolean
    }>(
      `delete from realtime.messages where id = $1::text::uuid
       returning id::text as id, topic, event, payload::text as payload, coalesce(private, false) as private`,
      [id],
    )
    if (!row) return null
    return {
      id: row.id,
      topic: row.topic,
      event: row.event ?? '',
      payload: row.payload === null ? {} : JSON.parse(row.payload),
      private: row.private,
    }
  })
}
