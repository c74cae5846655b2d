import { fileURLToPath } from 'node:url'
import {
  type LocalServer,
  type LocalServerOptions,
  startLocalServer,
} from '../../../supabase/local/server.ts'
import { createFreshDatabase } from './fresh-database.ts'

const FIXTURES = fileURLToPath(new URL('../server/fixtures/migrations', import.meta.url))
const NO_SEED = fileURLToPath(new URL('../server/fixtures/no-seed', import.meta.url))

export const BACKENDS = [
  { name: 'PGlite', databaseUrl: undefined },
  ...(process.env.DATABASE_URL_PG15
    ? [{ name: 'PostgreSQL 15', databaseUrl: process.env.DATABASE_URL_PG15 }]
    : []),
] as const

/**
 * A server over the test-only fixture schema (tests/backend/server/fixtures), so the server's own
 * tests do not depend on the product migrations. With `adminUrl`, a fresh PostgreSQL database.
 */
export async function startFixtureServer(
  adminUrl?: string,
  extra: Partial<LocalServerOptions> = {},
): Promise<LocalServer> {
  if (adminUrl === undefined) {
    return startLocalServer({
      port: 0,
      migrationsDir: FIXTURES,
      seedDir: NO_SEED,
      logLevel: 'error',
      ...extra,
    })
  }
  const database = await createFreshDatabase(adminUrl, 'jul_fixture')
  const server = await startLocalServer({
    port: 0,
    databaseUrl: database.url,
    migrationsDir: FIXTURES,
    seedDir: NO_SEED,
    logLevel: 'error',
  })
  return {
    ...server,
    close: async () => {
      await server.close()
      await database.drop()
    },
  }
}
