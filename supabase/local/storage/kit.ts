import type { Context } from 'hono'
import { type HonoEnv, runAs, type ServerState } from '../context.ts'
import type { Tx } from '../db.ts'
import { type BucketLimits, bucketLimits } from './bucket-rules.ts'
import { STORAGE_ERRORS, sqlToStorage } from './errors.ts'
import { checkBucketId, checkObjectName } from './files.ts'

/** ISO 8601 in UTC with milliseconds, as Storage's JSON carries timestamps. */
export const isoTime = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** What every group of storage routes shares. */
export interface StorageKit {
  state: ServerState
  /** One transaction as the caller (RLS applies); SQL errors become Storage's answers. */
  as<T>(c: Context<HonoEnv>, fn: (tx: Tx) => Promise<T>): Promise<T>
  /** Runs `fn` as the caller and rolls it back: may the caller do it? (Storage's testPermission) */
  testPermission(c: Context<HonoEnv>, fn: (tx: Tx) => Promise<unknown>): Promise<void>
  /** The bucket, read as the server (Storage reads buckets as its superuser). */
  bucket(id: string): Promise<BucketLimits>
}

class RolledBack extends Error {}

export function storageKit(state: ServerState): StorageKit {
  const as = <T>(c: Context<HonoEnv>, fn: (tx: Tx) => Promise<T>) =>
    runAs(state.db, c.get('caller'), { method: c.req.method, path: c.req.path }, fn).catch(
      (error: unknown) => {
        throw sqlToStorage(error)
      },
    )
  return {
    state,
    as,
    async testPermission(c, fn) {
      await as(c, async (tx) => {
        await fn(tx)
        throw new RolledBack()
      }).catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error
      })
    },
    bucket: (id) => bucketLimits(state.db, id),
  }
}

/** `<bucket>/<name…>` of the path after `prefix` (`/object/`, `/object/sign/`, …). */
export function bucketAndName(c: Context<HonoEnv>, prefix: string): { bucket: string; name: string } {
  let rest: string
  try {
    rest = decodeURIComponent(c.req.path.slice(c.req.path.indexOf(prefix) + prefix.length))
  } catch {
    throw STORAGE_ERRORS.invalidKey(c.req.path)
  }
  const slash = rest.indexOf('/')
  if (slash < 0) throw STORAGE_ERRORS.invalidKey(rest)
  return { bucket: checkBucketId(rest.slice(0, slash)), name: checkObjectName(rest.slice(slash + 1)) }
}

/** A JSON body that must be an object; anything else is Storage's 400. */
export async function jsonBody(c: Context<HonoEnv>): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text === '') return {}
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>
  } catch {
    // falls through
  }
  throw STORAGE_ERRORS.invalidRequest('Body is not a JSON object')
}

export const jsonResponse = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/json' } })
