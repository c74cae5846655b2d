import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db, Tx } from './db.ts'

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    override readonly cause: unknown,
  ) {
    super(`${file}: ${describeSqlError(cause)}`)
    this.name = 'MigrationError'
  }
}

export function describeSqlError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const detail = 'detail' in error && typeof error.detail === 'string' ? ` (${error.detail})` : ''
  const code = 'code' in error && typeof error.code === 'string' ? ` [${error.code}]` : ''
  return `${error.message}${detail}${code}`
}

export async function runBootSql(db: Db): Promise<void> {
  const sql = await readFile(new URL('./boot.sql', import.meta.url), 'utf8')
  try {
    await db.transaction((tx) => tx.exec(sql))
  } catch (error) {
    throw new MigrationError('supabase/local/boot.sql', error)
  }
}

async function sqlFiles(dir: string | undefined): Promise<string[]> {
  if (dir === undefined) return []
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

interface OnceLedger {
  /** Selects the keys already applied, as a column named `key`. */
  appliedSql: string
  keyOf: (file: string) => string
  record: (tx: Tx, file: string, sql: string) => Promise<unknown>
}

/** Runs each `*.sql` of `dir` not yet in the ledger, in name order, each in its own transaction. */
async function applyOnce(db: Db, dir: string | undefined, ledger: OnceLedger): Promise<string[]> {
  const applied = new Set(
    (await db.transaction((tx) => tx.query<{ key: string }>(ledger.appliedSql))).map((row) => row.key),
  )
  const done: string[] = []
  for (const file of await sqlFiles(dir)) {
    if (applied.has(ledger.keyOf(file))) continue
    const path = join(dir as string, file)
    const sql = await readFile(path, 'utf8')
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        // A migration may `set role`; the ledger is written as the owner again.
        await tx.exec('reset role')
        await ledger.record(tx, file, sql)
      })
    } catch (error) {
      throw new MigrationError(path, error)
    }
    done.push(file)
  }
  return done
}

const versionOf = (file: string) => file.split('_')[0] ?? file

/** Applies every not yet applied migration in name order, recorded by version as the Supabase CLI does. */
export function applyMigrations(db: Db, dir: string | undefined): Promise<string[]> {
  return applyOnce(db, dir, {
    appliedSql: 'select version as key from supabase_migrations.schema_migrations',
    keyOf: versionOf,
    record: (tx, file) => {
      const version = versionOf(file)
      return tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1::text, $2::text)',
        [version, file.replace(/\.sql$/, '').slice(version.length + 1)],
      )
    },
  })
}

/** Runs each seed file once (recorded by path), in name order, after the migrations. */
export function applySeeds(db: Db, dir: string | undefined): Promise<string[]> {
  return applyOnce(db, dir, {
    appliedSql: 'select path as key from supabase_migrations.seed_files',
    keyOf: (file) => file,
    record: (tx, file, sql) =>
      tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1::text, $2::text)', [
        file,
        createHash('sha256').update(sql).digest('hex'),
      ]),
  })
}
