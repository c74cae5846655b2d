/**
 * The subset of the Web Locks API (`navigator.locks`) leader election needs; injectable so that
 * tests can hand over leadership without a browser.
 */
export type LockManagerLike = {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<unknown>): Promise<unknown>
}

/** Lock name. Do not change without thinking about two builds running side by side. */
export const LEADER_LOCK = 'jul-sync-leader'

export type LeaderHandlers = { onLead: () => void; onStepDown: () => void }
export type Election = { resign: () => void }

/**
 * Queues for the leader lock; while this context holds it, it leads. Closing a tab releases its
 * locks at once, so the next tab in the queue leads within milliseconds (the issue asks ≤ 2 s).
 * `resign` (tab frozen or hidden for good, worker stopping) lets the next one take over.
 */
export function electLeader(locks: LockManagerLike, handlers: LeaderHandlers, name = LEADER_LOCK): Election {
  const abort = new AbortController()
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  locks
    .request(name, { signal: abort.signal }, async () => {
      handlers.onLead()
      await held
      handlers.onStepDown()
    })
    .catch(() => {
      // AbortError: we resigned while still waiting in the queue; nothing to hand over.
    })
  return {
    resign: () => {
      abort.abort()
      release()
    },
  }
}

/**
 * Stand-in when Web Locks are missing (insecure origins such as a LAN IP over http): this context
 * simply leads. Two such tabs could both drain; the idempotent upserts/deletes keep that harmless.
 */
export const SOLE_LEADER_LOCKS: LockManagerLike = {
  request: (_name, _options, callback) => callback(),
}
