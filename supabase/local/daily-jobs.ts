import type { Logger } from './context.ts'
import type { Db } from './db.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The jobs hosted Supabase runs daily with pg_cron (migration `20261210000700_daily_jobs`), each one SQL
 * statement run as the service role. PGlite has no pg_cron, so the local server runs them itself.
 */
export const DAILY_JOBS: readonly { name: string; sql: string; needs: string }[] = [
  {
    name: 'sync-compact-tombstones',
    sql: 'select public.sync_compact_tombstones()',
    needs: 'public.sync_compact_tombstones(interval)',
  },
]

/**
 * Runs every daily job now and then every `everyMs`; a failed job is logged and tried at the next
 * round. The answer stops the timer and waits for a round under way, so the database can close.
 */
export function startDailyJobs(db: Db, log: Logger, everyMs = DAY_MS): () => Promise<void> {
  let running: Promise<void> = Promise.resolve()
  const round = () => {
    running = running.then(async () => {
      for (const job of DAILY_JOBS) {
        try {
          await db.transaction(async (tx) => {
            // A database without the project's migrations (the server's own test fixtures) has no job to run.
            const [found] = await tx.query<{ present: boolean }>(
              'select to_regprocedure($1) is not null as present',
              [job.needs],
            )
            if (!found?.present) return
            await tx.query(`select set_config('role', 'service_role', true)`)
            await tx.query(job.sql)
          })
        } catch (error) {
          log.error(`daily job ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
    })
  }
  round()
  const timer = setInterval(round, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
