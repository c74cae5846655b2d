import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startLocalServer } from '../../supabase/local/server.ts'
import { createFreshDatabase } from '../backend/support/fresh-database.ts'
import { startRestProxy } from './proxy.ts'

const SCHEMA = fileURLToPath(new URL('./postgrest-js/db', import.meta.url))
const NO_SEED = fileURLToPath(new URL('./postgrest-js/no-seed', import.meta.url))

// One server per project over the suite's own schema and data, configured as the suite's
// docker-compose configures PostgREST (schemas public and personal, extra search path `extensions`,
// no max-rows, plans on). The project `conformance-pg15` runs the same files over a fresh
// PostgreSQL 15 database.
export default async function setup(project: TestProject) {
  const closers: (() => Promise<void>)[] = []
  const teardown = async () => {
    for (const close of closers.reverse()) await close()
  }
  try {
    let databaseUrl: string | undefined
    if (project.name === 'conformance-pg15') {
      const adminUrl = process.env.DATABASE_URL_PG15
      if (!adminUrl) throw new Error('conformance-pg15 needs DATABASE_URL_PG15')
      const database = await createFreshDatabase(adminUrl, 'jul_conformance')
      closers.push(database.drop)
      databaseUrl = database.url
    }
    const server = await startLocalServer({
      port: 0,
      migrationsDir: SCHEMA,
      seedDir: NO_SEED,
      logLevel: 'error',
      rest: {
        schemas: ['public', 'personal'],
        maxRows: null,
        planEnabled: true,
        extraSearchPath: ['extensions'],
      },
      ...(databaseUrl === undefined ? {} : { databaseUrl }),
    })
    closers.push(server.close)
    const proxy = await startRestProxy(server.url, server.anonKey)
    closers.push(proxy.close)
    project.provide('postgrestUrl', proxy.url)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
