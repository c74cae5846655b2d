import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from './db.ts'

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

/** Applies every not yet applied `*.sql` in name order, each in its own transaction. */
export async function applyMigrations(db: Db, dir: string | undefined): Promise<string[]> {
  const applied = new Set(
    (
      await db.transaction((tx) =>
        tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations'),
      )
    ).map((row) => row.version),
  )
  const done: string[] = []
  for (const file of await sqlFiles(dir)) {
    const version = file.split('_')[0] ?? file
    if (applied.has(version)) continue
    const sql = await readFile(join(dir as string, file), 'utf8')
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.exec('reset role')
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1::text, $2::text)',
          [version, file.replace(/\.sql$/, '').slice(version.length + 1)],
        )
      })
    } catch (error) {
      throw new MigrationError(join(dir as string, file), error)
    }
    done.push(file)
  }
  return done
}

/** Runs each seed file once (recorded by path), in name order, after the migrations. */
export async function applySeeds(db: Db, dir: string | undefined): Promise<string[]> {
  const applied = new Set(
    (
      await db.transaction((tx) =>
        tx.query<{ path: string }>('select path from supabase_migrations.seed_files'),
      )
    ).map((row) => row.path),
  )
  const done: string[] = []
  for (const file of await sqlFiles(dir)) {
    if (applied.has(file)) continue
    const sql = await readFile(join(dir as string, file), 'utf8')
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.exec('reset role')
        await tx.query(
          'insert into supabase_migrations.seed_files (path, hash) values ($1::text, $2::text)',
          [file, createHash('sha256').update(sql).digest('hex')],
        )
      })
    } catch (error) {
      throw new MigrationError(join(dir as string, file), error)
    }
    done.push(file)
  }
  return done
}
