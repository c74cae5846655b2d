import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openPostgres } from '../../../supabase/local/db.ts'

/** A pool whose one connection breaks: every statement after BEGIN fails, ROLLBACK included. */
function brokenConnectionPool() {
  const released: Array<Error | boolean | undefined> = []
  const client = {
    query: async (sql: string) => {
      if (sql === 'begin') return { rows: [], rowCount: 0 }
      throw new Error('Connection terminated unexpectedly')
    },
    release: (error?: Error | boolean) => void released.push(error),
    on: () => client,
  }
  const pool = { connect: async () => client, on: () => pool, end: async () => {} }
  return { pool: pool as unknown as pg.Pool, released }
}

describe('the PostgreSQL pool', () => {
  it('throws away a connection whose ROLLBACK failed instead of handing it to the next request', async () => {
    const { pool, released } = brokenConnectionPool()
    const db = await openPostgres('postgres://unused', () => pool)
    await expect(db.transaction((tx) => tx.query('select 1'))).rejects.toThrow(/terminated/)
    expect(released).toHaveLength(1)
    expect(released[0]).toBeInstanceOf(Error)
  })
})
