import { generateKeyPairSync, randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import type { AuthSettings } from '../../supabase/local/auth/settings.ts'
import { type LocalServerOptions, startLocalServer } from '../../supabase/local/server.ts'
import { createFreshDatabase } from '../backend/support/fresh-database.ts'
import { startApiProxy } from './proxy.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const NOTHING = here('./no-sql')

type Closer = () => Promise<void>

/**
 * One server per project, over PGlite, or over a fresh PostgreSQL 15 database for the projects whose
 * name ends in `-pg15`. Each suite gets the server its own CI gives it (docker-compose for
 * postgrest-js, the Supabase CLI's config.toml for storage-js and auth-js); README.md beside this
 * file lists every adaptation.
 */
export default async function setup(project: TestProject) {
  const closers: Closer[] = []
  const teardown = async () => {
    for (const close of closers.reverse()) await close()
  }
  const onPg15 = project.name.endsWith('-pg15')
  const server = async (options: LocalServerOptions) => {
    let databaseUrl: string | undefined
    if (onPg15) {
      const adminUrl = process.env.DATABASE_URL_PG15
      if (!adminUrl) throw new Error(`${project.name} needs DATABASE_URL_PG15`)
      const database = await createFreshDatabase(adminUrl, 'jul_conformance')
      closers.push(database.drop)
      databaseUrl = database.url
    }
    const started = await startLocalServer({
      port: 0,
      logLevel: 'error',
      ...options,
      ...(databaseUrl === undefined ? {} : { databaseUrl }),
    })
    closers.push(started.close)
    return started
  }
  try {
    const suite = project.name.replace(/-pg15$/, '')
    if (suite === 'postgrest-js') await postgrest(project, server, closers)
    else if (suite === 'storage-js') await storage(project, server)
    else if (suite === 'auth-js') await auth(project, server, closers)
    else throw new Error(`no conformance set-up for ${project.name}`)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}

type StartServer = (options: LocalServerOptions) => ReturnType<typeof startLocalServer>

/**
 * postgrest-js: the suite's schema and data, PostgREST configured as its docker-compose does. Its
 * compose file runs PostgREST 12 and 13 over one database; so do two servers here, the second over
 * the first one's database.
 */
async function postgrest(project: TestProject, server: StartServer, closers: Closer[]) {
  const rest = {
    schemas: ['public', 'personal'],
    maxRows: null,
    planEnabled: true,
    extraSearchPath: ['extensions'],
  }
  const v13 = await server({
    migrationsDir: here('./postgrest-js/db'),
    seedDir: NOTHING,
    rest: { ...rest, postgrestVersion: 13 },
  })
  const v12 = await startLocalServer({
    port: 0,
    logLevel: 'error',
    database: v13.db,
    migrationsDir: NOTHING,
    seedDir: NOTHING,
    rest: { ...rest, postgrestVersion: 12 },
  })
  closers.push(v12.close)
  for (const [name, started] of [
    ['postgrestUrl', v12],
    ['postgrest13Url', v13],
  ] as const) {
    const proxy = await startApiProxy(started.url, started.anonKey, '/rest/v1')
    closers.push(proxy.close)
    project.provide(name, proxy.url)
  }
}

/** storage-js: its seed (users, buckets, objects, policies) over the server's storage schema. */
async function storage(project: TestProject, server: StartServer) {
  const started = await server({
    migrationsDir: NOTHING,
    seedDir: here('./storage-js/db'),
    storageChecksContent: false,
  })
  project.provide('storageUrl', `${started.url}/storage/v1`)
}

/**
 * auth-js: the Supabase CLI project of its test/supabase/config.toml (confirmations off, anonymous
 * sign-ins on, secure e-mail change, the OAuth 2.1 server and WebAuthn MFA on, an RS256 signing key), and two servers for its Docker GoTrue
 * instances: sign-ups off, and confirmations on with anonymous sign-ins off.
 */
async function auth(project: TestProject, server: StartServer, closers: Closer[]) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const signingKeys = JSON.stringify([
    { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), key_ops: ['sign', 'verify'], alg: 'RS256' },
  ])
  // The suite signs in and mails its users far more often than 000 §5's limit allows; GoTrue's own
  // limits (its config.toml's [auth.rate_limit]) are the ones it is written for.
  const cli: Partial<AuthSettings> = {
    autoconfirm: true,
    anonymousUsers: true,
    secureEmailChange: true,
    sensitiveLimit: null,
    oauthServer: true,
    webauthnEnroll: true,
    webauthnVerify: true,
  }
  const options = { migrationsDir: NOTHING, seedDir: NOTHING, signingKeys }
  const main = await server({ ...options, auth: cli })
  // The Docker instances' stand-ins serve the main server's database: only their settings differ.
  const over = async (auth: Partial<AuthSettings>) => {
    const started = await startLocalServer({
      port: 0,
      logLevel: 'error',
      database: main.db,
      migrationsDir: NOTHING,
      seedDir: NOTHING,
      signingKeys,
      auth,
    })
    closers.push(started.close)
    return started
  }
  const signupDisabled = await over({ ...cli, disableSignup: true, autoconfirm: false })
  const confirmations = await over({ ...cli, autoconfirm: false, anonymousUsers: false })
  // The suite's clients talk to GoTrue itself, some without an apikey; the proxies add the one
  // hosted Supabase's gateway requires.
  const proxy = async (started: { url: string; anonKey: string }) => {
    const running = await startApiProxy(started.url, started.anonKey, '/auth/v1')
    closers.push(running.close)
    return running.url
  }
  project.provide('authUrl', await proxy(main))
  project.provide('authSigningKeys', signingKeys)
  project.provide('authSignupDisabledUrl', await proxy(signupDisabled))
  project.provide('authConfirmationsUrl', await proxy(confirmations))
}
