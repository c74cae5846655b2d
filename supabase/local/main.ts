import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { authSettingsFromEnv } from './auth/settings.ts'
import { DEFAULT_PORT } from './config.ts'
import { parseLogLevel } from './logger.ts'
import { MigrationError } from './migrate.ts'
import { startLocalServer } from './server.ts'

// `npm start`: the built PWA and the Supabase-compatible API on one origin.
const repo = fileURLToPath(new URL('../../', import.meta.url))
const env = process.env

try {
  const server = await startLocalServer({
    port: env.PORT === undefined ? DEFAULT_PORT : Number(env.PORT),
    host: env.HOST ?? '127.0.0.1',
    // DATA_DIR=:memory: keeps nothing (end-to-end runs start clean).
    ...(env.DATA_DIR === ':memory:' ? {} : { dataDir: env.DATA_DIR ?? join(repo, '.local/db') }),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.JWT_SECRET ? { jwtSecret: env.JWT_SECRET } : {}),
    ...(env.JWT_SIGNING_KEYS ? { signingKeys: env.JWT_SIGNING_KEYS } : {}),
    auth: authSettingsFromEnv(env),
    staticDir: env.STATIC_DIR ?? join(repo, 'dist'),
    logLevel: parseLogLevel(env.LOG_LEVEL, 'info'),
    production: env.NODE_ENV === 'production',
  })
  console.log(
    [
      '',
      `  JUL local Supabase is running on ${server.url}`,
      `  API URL:          ${server.url}`,
      `  JWT secret:       ${server.jwtSecret}`,
      `  anon key:         ${server.anonKey}`,
      `  service_role key: ${server.serviceRoleKey}`,
      `  JWKS:             ${server.url}/auth/v1/.well-known/jwks.json`,
      '',
    ].join('\n'),
  )
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  if (error instanceof MigrationError) console.error(`supabase/local: start-up failed in ${error.message}`)
  else console.error('supabase/local: start-up failed:', error)
  process.exit(1)
}
