import { type Remote, wrap } from 'comlink'
import { backoffDelay } from './backoff.ts'
import type { SyncWorkerApi } from './worker-api.ts'

export type WorkerHost = {
  /** Resolves with the worker that answered `init`, however many attempts that took. */
  ready: Promise<Remote<SyncWorkerApi>>
  /** That worker once started, else null (a call to a worker that never loads would never answer). */
  started(): Remote<SyncWorkerApi> | null
  /** Stops retrying and terminates the current worker. */
  stop(): void
}

/**
 * Starts the tab's one sync worker. A tab opened offline before the service worker cached the
 * worker's script gets only an `error` from it: that worker is terminated and another
 * is started when the browser is back online, or after the sync backoff — never two at a time, and
 * the page keeps its one client and database lock meanwhile.
 */
export function hostWorker(options: {
  createWorker: () => Worker
  init: (worker: Remote<SyncWorkerApi>) => Promise<void>
  /** `window`: its `online` event retries a failed start at once. */
  events: { addEventListener(type: string, listener: () => void): void }
  random?: () => number
}): WorkerHost {
  let resolveReady: (worker: Remote<SyncWorkerApi>) => void = () => {}
  let rejectReady: (error: unknown) => void = () => {}
  const ready = new Promise<Remote<SyncWorkerApi>>((resolve, reject) => {
    resolveReady = resolve
    rejectReady = reject
  })
  let endpoint: Worker | null = null
  let started: Remote<SyncWorkerApi> | null = null
  let retry: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let stopped = false

  const launch = () => {
    clearTimeout(retry)
    retry = undefined
    const own = options.createWorker()
    const api = wrap<SyncWorkerApi>(own)
    endpoint = own
    let failed = false
    own.addEventListener('error', () => {
      if (started !== null || failed || stopped) return
      failed = true
      own.terminate?.()
      failures += 1
      retry = setTimeout(launch, backoffDelay(failures, options.random ?? Math.random))
    })
    options.init(api).then(
      () => {
        if (failed || stopped) return
        started = api
        resolveReady(api)
      },
      (error: unknown) => {
        if (!failed) rejectReady(error)
      },
    )
  }
  options.events.addEventListener('online', () => {
    if (retry !== undefined && !stopped) launch()
  })
  launch()

  return {
    ready,
    started: () => started,
    stop() {
      stopped = true
      clearTimeout(retry)
      retry = undefined
      endpoint?.terminate?.()
    },
  }
}
