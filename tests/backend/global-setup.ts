import type { TestProject } from 'vitest/node'
import { startLocalServer } from '../../supabase/local/server.ts'
import type { BackendTarget } from './support/backend.ts'
import { createFreshDatabase } from './support/fresh-database.ts'

const DAY_MS = 24 * 60 * 60 * 1000

// One server per test run, over the real supabase/migrations and supabase/seed: a broken product
// migration fails the whole run here, naming the file. Tests isolate themselves with new users.
export default async function setup(project: TestProject) {
  const closers: (() => Promise<void>)[] = []
  const teardown = async () => {
    for (const close of closers.reverse()) await close()
  }
  try {
    // Tests call the scheduled functions themselves, so no timer drains their rows behind their back.
    const main = await startLocalServer({ port: 0, logLevel: 'error', functionJobsEveryMs: DAY_MS })
    closers.push(main.close)
    project.provide('supabase', target(main))

    let pg15: BackendTarget | null = null
    const adminUrl = process.env.DATABASE_URL_PG15
    if (adminUrl) {
      const database = await createFreshDatabase(adminUrl)
      closers.push(database.drop)
      const server = await startLocalServer({
        port: 0,
        databaseUrl: database.url,
        logLevel: 'error',
        functionJobsEveryMs: DAY_MS,
      })
      closers.push(server.close)
      pg15 = target(server)
    }
    project.provide('supabasePg15', pg15)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}

const target = (server: BackendTarget): BackendTarget => ({
  url: server.url,
  anonKey: server.anonKey,
  serviceRoleKey: server.serviceRoleKey,
  jwtSecret: server.jwtSecret,
})
