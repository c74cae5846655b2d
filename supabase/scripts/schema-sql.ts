import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

/** One SQL file to run in its own transaction, named for error messages. */
export interface SqlFile {
  name: string
  sql: string
}

const supabaseDir = new URL('../', import.meta.url)

async function sqlFilesIn(folder: string): Promise<SqlFile[]> {
  const dir = new URL(`${folder}/`, supabaseDir)
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort()
  return Promise.all(
    names.map(async (name) => ({
      name: `supabase/${folder}/${name}`,
      sql: await readFile(new URL(name, dir), 'utf8'),
    })),
  )
}

/**
 * The SQL the local server runs, in its order: boot (what hosted Supabase provides), migrations,
 * then seeds. Kept here so the type generator and the schema tests apply exactly the same files.
 */
export async function schemaSql(options: { seeds: boolean }): Promise<SqlFile[]> {
  const bootUrl = new URL('local/boot.sql', supabaseDir)
  const boot = { name: 'supabase/local/boot.sql', sql: await readFile(bootUrl, 'utf8') }
  const migrations = await sqlFilesIn('migrations')
  return [boot, ...migrations, ...(options.seeds ? await sqlFilesIn('seed') : [])]
}

export const typesFilePath = fileURLToPath(new URL('types.gen.ts', supabaseDir))
