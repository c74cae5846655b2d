import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import pg from 'pg'

export type Row = Record<string, unknown>

/** One open transaction. Parameters are always passed as text (or null) and cast in SQL. */
export interface Tx {
  query<T extends object = Row>(sql: string, params?: readonly (string | null)[]): Promise<T[]>
  /** Runs one statement and answers the number of rows it affected. */
  run(sql: string, params?: readonly (string | null)[]): Promise<number>
  /** Runs several statements (simple protocol); used for migrations and seeds. */
  exec(sql: string): Promise<void>
}

export interface Db {
  readonly kind: 'pglite' | 'postgres'
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  /** Subscribes to NOTIFY on a channel; the payloads arrive after the notifying commit. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

const SEARCH_PATH = `set search_path = "$user", public, extensions`

export async function openPglite(dataDir: string | undefined): Promise<Db> {
  const db = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    extensions: { pgcrypto, uuid_ossp },
  })
  await db.exec(SEARCH_PATH)
  // PGlite is one connection: its own mutex already serialises transactions, this chain also
  // keeps listen/unlisten from interleaving with a transaction in flight.
  let chain: Promise<unknown> = Promise.resolve()
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = chain.then(fn, fn)
    chain = run.catch(() => undefined)
    return run
  }
  return {
    kind: 'pglite',
    transaction: (fn) =>
      exclusive(() =>
        db.transaction((t) =>
          fn({
            query: async <T extends object>(sql: string, params?: readonly (string | null)[]) =>
              (await t.query<T>(sql, params ? [...params] : [])).rows,
            run: async (sql, params) => (await t.query(sql, params ? [...params] : [])).affectedRows ?? 0,
            exec: async (sql) => {
              await t.exec(sql)
            },
          }),
        ),
      ),
    listen: async (channel, onPayload) => {
      const unlisten = await exclusive(() => db.listen(channel, onPayload))
      return () => exclusive(() => unlisten())
    },
    close: () => exclusive(() => db.close()),
  }
}

const defaultPool = (databaseUrl: string) => new pg.Pool({ connectionString: databaseUrl, max: 10 })

/** `createPool` is for tests that need a connection to misbehave. */
export async function openPostgres(databaseUrl: string, createPool = defaultPool): Promise<Db> {
  const pool = createPool(databaseUrl)
  pool.on('connect', (client) => {
    client.query(SEARCH_PATH).catch(() => undefined)
  })
  pool.on('error', () => undefined)
  const listeners: pg.PoolClient[] = []
  return {
    kind: 'postgres',
    transaction: async (fn) => {
      const client = await pool.connect()
      // A connection that could not even roll back is in an unknown state: destroy it (release with
      // the error), or the pool hands it, mid-transaction, to the next request.
      let broken: Error | undefined
      try {
        await client.query('begin')
        const result = await fn({
          query: async <T extends object>(sql: string, params?: readonly (string | null)[]) =>
            (await client.query<T>(sql, params ? [...params] : [])).rows,
          run: async (sql, params) => (await client.query(sql, params ? [...params] : [])).rowCount ?? 0,
          exec: async (sql) => {
            await client.query(sql)
          },
        })
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError))
        })
        throw error
      } finally {
        client.release(broken)
      }
    },
    listen: async (channel, onPayload) => {
      const client = await pool.connect()
      // Held for the server's life: a dropped connection must not crash the process.
      client.on('error', () => undefined)
      listeners.push(client)
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload)
      })
      await client.query(`listen "${channel.replaceAll('"', '""')}"`)
      return async () => {
        await client.query(`unlisten "${channel.replaceAll('"', '""')}"`).catch(() => undefined)
        listeners.splice(listeners.indexOf(client), 1)
        client.release()
      }
    },
    close: async () => {
      for (const client of listeners.splice(0)) client.release()
      await pool.end()
    },
  }
}
