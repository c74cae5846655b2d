import type { Clock } from './clock.ts'
import type { JulDatabase } from './db/database.ts'
import { KV } from './db/records.ts'

/**
 * The subset of the Web Locks API (`navigator.locks`) leader election needs; injectable so that
 * tests can hand over leadership without a browser.
 */
export type LockManagerLike = {
  request(
    name: string,
    options: { signal?: AbortSignal; mode?: 'exclusive' | 'shared' },
    callback: () => Promise<unknown>,
  ): Promise<unknown>
}

/** Lock name. Do not change without thinking about two builds running side by side. */
export const LEADER_LOCK = 'jul-sync-leader'

export type LeaderHandlers = { onLead: () => void; onStepDown: () => void }
export type Election = { resign: () => void }

/**
 * Queues for the leader lock; while this context holds it, it leads. Closing a tab releases its
 * locks at once, so the next tab in the queue leads within milliseconds (the issue asks ≤ 2 s).
 * `resign` (tab frozen or hidden for good, worker stopping) lets the next one take over; the engine
 * calls it only once its request in flight has settled.
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

/** Where Web Locks are missing: how long a lease lasts, how often its holder renews it, how often others ask. */
export const LEASE_TIMING = { ttlMs: 10_000, renewMs: 3_000, pollMs: 1_000 } as const

type Lease = { holder: string; expiresAt: number }

const leaseKey = (name: string) => `${KV.leaderLease}:${name}`

/** Takes or renews the lease unless another holder's lease is still running; one transaction. */
function claim(db: JulDatabase, key: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
  return db.transaction('rw', db.kv, async () => {
    const lease = (await db.kv.get(key))?.value as Lease | undefined
    if (lease && lease.holder !== holder && lease.expiresAt > now) return false
    await db.kv.put({ key, value: { holder, expiresAt: now + ttlMs } satisfies Lease })
    return true
  })
}

function letGo(db: JulDatabase, key: string, holder: string): Promise<void> {
  return db.transaction('rw', db.kv, async () => {
    const lease = (await db.kv.get(key))?.value as Lease | undefined
    if (lease?.holder === holder) await db.kv.delete(key)
  })
}

/**
 * A real lock where Web Locks are missing (http on a LAN address): a lease in IndexedDB, taken in one
 * transaction, renewed while held, released on resign. A tab that dies or freezes stops renewing and
 * loses the lead after `ttlMs`; if it wakes up still believing it leads, the epoch fence stops its
 * writes (`fence.ts`). Same interface as `navigator.locks` for the election.
 */
export function leaseLocks(db: JulDatabase, clock: Clock, timing = LEASE_TIMING): LockManagerLike {
  return {
    request(name, { signal }, callback) {
      const key = leaseKey(name)
      const holder = crypto.randomUUID()
      return new Promise((resolve, reject) => {
        let timer: unknown = null
        const aborted = () => {
          if (timer !== null) clock.clearTimeout(timer)
          reject(new DOMException('The lock request was aborted', 'AbortError'))
        }
        if (signal?.aborted) return aborted()
        signal?.addEventListener('abort', aborted, { once: true })
        const hold = async () => {
          let renewal: unknown = null
          const renew = async () => {
            const kept = await claim(db, key, holder, clock.now(), timing.ttlMs).catch(() => false)
            renewal = kept ? clock.setTimeout(() => void renew(), timing.renewMs) : null
          }
          renewal = clock.setTimeout(() => void renew(), timing.renewMs)
          try {
            resolve(await callback())
          } catch (error) {
            reject(error)
          } finally {
            if (renewal !== null) clock.clearTimeout(renewal)
            await letGo(db, key, holder).catch(() => undefined)
          }
        }
        const attempt = async () => {
          timer = null
          if (signal?.aborted) return
          const won = await claim(db, key, holder, clock.now(), timing.ttlMs).catch(() => false)
          if (signal?.aborted) {
            if (won) await letGo(db, key, holder).catch(() => undefined)
            return
          }
          if (!won) {
            timer = clock.setTimeout(() => void attempt(), timing.pollMs)
            return
          }
          signal?.removeEventListener('abort', aborted)
          await hold()
        }
        void attempt()
      })
    },
  }
}
