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
  {
    // pg_cron runs it on the 1st (migration 20261213000300); it is idempotent per month, so running it
    // daily here owes each month's summaries once, on the first day the server runs in that month.
    name: 'capital-readiness-monthly-summary',
    sql: 'select public.capital_readiness_enqueue_monthly()',
    needs: 'public.capital_readiness_enqueue_monthly(date)',
  },
]

/** The functions hosted Supabase calls on a schedule (pg_cron + pg_net), called here over HTTP. */
export const FUNCTION_JOBS: readonly { name: string; function: string; everyMs: number; needs: string }[] = [
  {
    name: 'capital-readiness-mail-drain',
    function: 'send-capital-readiness-mail',
    everyMs: 2 * 60 * 1000,
    needs: 'public.capital_readiness_mail_claim(integer, integer)',
  },
]

/**
 * Calls each scheduled function as the service role every `everyMs` (the job's own interval unless
 * given), as pg_cron's HTTP job does on hosted Supabase; a failed call is logged and made good by the
 * next. The answer stops the timers and waits for calls under way.
 */
export function startFunctionJobs(
  db: Db,
  server: { url: string; serviceRoleKey: string },
  log: Logger,
  everyMs?: number,
): () => Promise<void> {
  const running = new Set<Promise<void>>()
  const timers = FUNCTION_JOBS.map((job) => {
    const call = async () => {
      try {
        // As for the daily jobs: a database without the project's migrations has nothing to drain.
        const [found] = await db.transaction((tx) =>
          tx.query<{ present: boolean }>('select to_regprocedure($1) is not null as present', [job.needs]),
        )
        if (!found?.present) return
        const { url, serviceRoleKey } = server
        const response = await fetch(`${url}/functions/v1/${job.function}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
          body: '{}',
        })
        await response.body?.cancel()
        if (!response.ok) log.error(`scheduled function ${job.name} answered ${response.status}`)
      } catch (error) {
        log.error(
          `scheduled function ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    }
    const timer = setInterval(() => {
      const run = call().finally(() => running.delete(run))
      running.add(run)
    }, everyMs ?? job.everyMs)
    timer.unref()
    return timer
  })
  return async () => {
    for (const timer of timers) clearInterval(timer)
    await Promise.all(running)
  }
}

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
