import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { buildApp } from './app.ts'
import type { MailMessage } from './auth/routes.ts'
import { type AuthSettings, DEFAULT_AUTH_SETTINGS } from './auth/settings.ts'
import {
  DEFAULT_ANON_KEY,
  DEFAULT_JWT_SECRET,
  DEFAULT_SERVICE_ROLE_KEY,
  type LogLevel,
  REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
} from './config.ts'
import type { ServerState } from './context.ts'
import { startDailyJobs, startFunctionJobs } from './daily-jobs.ts'
import { type Db, openPglite, openPostgres } from './db.ts'
import { functionsWithoutJwt } from './function-config.ts'
import { signToken } from './jwt.ts'
import { createLogger } from './logger.ts'
import { applyMigrations, applySeeds, runBootSql } from './migrate.ts'
import { attachRealtime } from './realtime/server.ts'
import { type RestConfig, restConfig } from './rest/config.ts'
import { loadKeyring } from './signing-keys.ts'
import { DEFAULT_RESUMABLE_EXPIRY_MS } from './storage/resumable.ts'
import { loadVapidKeys } from './vapid.ts'
import { loadWebhooks, webhookDispatcher } from './webhooks.ts'

export interface LocalServerOptions {
  /** 0 picks a free port. */
  port?: number
  host?: string
  /** PGlite data and storage files; omitted: in-memory database and a temporary storage folder. */
  dataDir?: string
  /** A PostgreSQL server instead of PGlite (storage files still go under dataDir or a temp folder). */
  databaseUrl?: string
  /**
   * Serve a database another server already opened (and migrated): a second configuration over the
   * same data, such as a PostgREST 12 REST layer beside the default 13. `close()` leaves it open.
   */
  database?: Db
  /** The built PWA, served at / with SPA fallback for navigations. */
  staticDir?: string
  migrationsDir?: string
  seedDir?: string
  functionsDir?: string
  /** Database webhooks to fire (default supabase/database-webhooks.json). */
  webhooksFile?: string
  jwtSecret?: string
  /**
   * The asymmetric signing keys as a JSON array of private JWKs (JWT_SIGNING_KEYS); omitted: the keys of
   * dataDir, generated there on the first start. `[]` signs access tokens with the HS256 secret.
   */
  signingKeys?: string
  /**
   * Refuse uploads whose bytes contradict their declared type (default true). Hosted Storage does not
   * check; storage-js's own suite uploads a JPEG declared as PNG and runs with this off.
   */
  storageChecksContent?: boolean
  /** GoTrue settings (default: the Supabase CLI's). */
  auth?: Partial<AuthSettings>
  logLevel?: LogLevel
  production?: boolean
  /** PostgREST settings for /rest/v1 (default: schema public, 1,000 rows at most). */
  rest?: Partial<RestConfig>
  /** GoTrue's refresh-token reuse interval in seconds (default 10, as GoTrue's). */
  refreshTokenReuseSeconds?: number
  /** How long an unfinished resumable upload can be resumed, in seconds (default 24 hours, as hosted). */
  resumableUploadExpirySeconds?: number
  /** How often the daily jobs run, in milliseconds (default a day; tests shorten it). */
  dailyJobsEveryMs?: number
  /** How often the scheduled functions are called, in milliseconds (default each job's own interval). */
  functionJobsEveryMs?: number
}

export interface LocalServer {
  url: string
  anonKey: string
  serviceRoleKey: string
  jwtSecret: string
  /** The public JWKS, as served at /auth/v1/.well-known/jwks.json. */
  jwks: { keys: unknown[] }
  /** The database itself, as superuser (benchmarks and test set-up; the app never sees it). */
  db: Db
  close(): Promise<void>
}

const REPO = fileURLToPath(new URL('../../', import.meta.url))
const TEN_YEARS = 10 * 365 * 24 * 3600

async function keysFor(secret: string) {
  if (secret === DEFAULT_JWT_SECRET)
    return { anonKey: DEFAULT_ANON_KEY, serviceRoleKey: DEFAULT_SERVICE_ROLE_KEY }
  return {
    anonKey: await signToken({ iss: 'supabase-demo', role: 'anon' }, secret, TEN_YEARS),
    serviceRoleKey: await signToken({ iss: 'supabase-demo', role: 'service_role' }, secret, TEN_YEARS),
  }
}

const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\./.test(host)

/**
 * The default secret and the keys signed with it are published (Supabase CLI): anyone who can reach a
 * server using them can sign a service_role token. Only a loopback development server may use them.
 */
function refusePublishedSecret(options: LocalServerOptions, host: string): void {
  const published = (options.jwtSecret ?? DEFAULT_JWT_SECRET) === DEFAULT_JWT_SECRET
  if (!published || (!options.production && isLoopback(host))) return
  const where = options.production ? 'NODE_ENV=production' : `HOST=${host}`
  throw new Error(
    `Refusing to start with ${where} and the published default JWT secret: anyone could sign a ` +
      'service_role key. Set JWT_SECRET to a secret of your own (at least 32 characters).',
  )
}

export async function startLocalServer(options: LocalServerOptions = {}): Promise<LocalServer> {
  const host = options.host ?? '127.0.0.1'
  refusePublishedSecret(options, host)
  const log = createLogger(options.logLevel ?? 'info')
  const jwtSecret = options.jwtSecret ?? DEFAULT_JWT_SECRET
  const { anonKey, serviceRoleKey } = await keysFor(jwtSecret)
  const tempDir = options.dataDir === undefined ? await mkdtemp(join(tmpdir(), 'jul-local-')) : undefined
  const dataDir = options.dataDir ?? (tempDir as string)
  const storageDir = join(dataDir, 'storage')
  await mkdir(storageDir, { recursive: true })

  let db: Db
  if (options.database) db = options.database
  else if (options.databaseUrl) db = await openPostgres(options.databaseUrl)
  else {
    const pgDir = options.dataDir === undefined ? undefined : join(dataDir, 'pgdata')
    if (pgDir !== undefined) await mkdir(pgDir, { recursive: true })
    db = await openPglite(pgDir)
  }
  const cleanup = async () => {
    if (!options.database) await db.close().catch(() => undefined)
    if (tempDir) await rm(tempDir, { recursive: true, force: true })
  }
  try {
    await runBootSql(db)
    const migrated = await applyMigrations(db, options.migrationsDir ?? join(REPO, 'supabase/migrations'))
    const seeded = await applySeeds(db, options.seedDir ?? join(REPO, 'supabase/seed'))
    for (const file of [...migrated, ...seeded]) log.info(`applied ${file}`)
  } catch (error) {
    await cleanup()
    throw error
  }

  const state: ServerState = {
    db,
    jwtSecret,
    anonKey,
    serviceRoleKey,
    url: '',
    storageDir,
    storageChecksContent: options.storageChecksContent ?? true,
    functionsDir: options.functionsDir ?? join(REPO, 'supabase/functions'),
    functionEnv: { ...(await loadVapidKeys(dataDir)) },
    functionsWithoutJwt: await functionsWithoutJwt(join(REPO, 'supabase/config.toml')),
    production: options.production ?? false,
    log,
    keys: await loadKeyring({
      secret: jwtSecret,
      configured: options.signingKeys,
      dataDir: options.dataDir,
    }),
    auth: { ...DEFAULT_AUTH_SETTINGS, ...options.auth },
    rest: restConfig(options.rest),
    refreshTokenReuseSeconds: options.refreshTokenReuseSeconds ?? REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
    resumableUploadExpiryMs:
      options.resumableUploadExpirySeconds === undefined
        ? DEFAULT_RESUMABLE_EXPIRY_MS
        : options.resumableUploadExpirySeconds * 1000,
  }
  const inbox = new Map<string, MailMessage[]>()
  const app = buildApp(state, inbox, options.staticDir)
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const created = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () =>
      resolveServer(created),
    )
    created.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  state.url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  const hooks = await loadWebhooks(options.webhooksFile ?? join(REPO, 'supabase/database-webhooks.json'))
  const realtime = await attachRealtime(server, state, webhookDispatcher(state, hooks))
  const stopDailyJobs = startDailyJobs(db, log, options.dailyJobsEveryMs)
  const stopFunctionJobs = startFunctionJobs(
    db,
    { url: state.url, serviceRoleKey },
    log,
    options.functionJobsEveryMs,
  )

  return {
    url: state.url,
    anonKey,
    serviceRoleKey,
    jwtSecret,
    jwks: state.keys.jwks,
    db,
    close: async () => {
      await stopFunctionJobs()
      await stopDailyJobs()
      await realtime.close()
      await new Promise<void>((done) => {
        server.close(() => done())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      await cleanup()
    },
  }
}
