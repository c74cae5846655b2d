import { createStore, get, set, type UseStore } from 'idb-keyval'
import { createContext, useContext } from 'react'

/**
 * What the public website reads and writes outside the sync engine. `public_proposals` and
 * `company_reports` are not mirrored (no owner to sync them to, and a visitor is usually signed
 * out), so their pages read them online by slug; `service_cards` are pulled into the mirror only
 * for a signed-in member, so a signed-out visitor's pricing reads them here. Every read keeps its
 * last answer on the device, so a page seen once opens offline. src/app builds the implementation
 * on the page's supabase-js client; tests pass a fake.
 */
export type Row = Record<string, unknown>

export type ReportQuery =
  | { kind: 'id'; reportId: string }
  | { kind: 'slugs'; companySlug: string; reportSlug: string }
  | { kind: 'company'; companySlug: string }

export interface PublicSiteBackend {
  /** The published proposal with this slug, or null. */
  proposal(slug: string): Promise<Row | null>
  /** Published company reports matching the query, newest first. */
  companyReports(query: ReportQuery): Promise<Row[]>
  /** Active service cards, ordered by position_order (000 §7). */
  serviceCards(): Promise<Row[]>
  /** Public URL of a file in a public storage bucket. */
  publicUrl(bucket: string, path: string): string
  /** Files in a public bucket's folder (name and public URL). */
  listFiles(bucket: string, folder: string): Promise<{ name: string; url: string }[]>
  /** Uploads a file with the signed-in user's rights (the storage policies decide who may). */
  upload(bucket: string, path: string, file: Blob): Promise<{ error: string | null }>
}

export const PublicSiteContext = createContext<PublicSiteBackend | null>(null)

export function usePublicSite(): PublicSiteBackend | null {
  return useContext(PublicSiteContext)
}

/** A read that failed with nothing remembered: offline on first visit, or the server refused. */
export class PublicReadError extends Error {
  constructor(
    message: string,
    readonly offline: boolean,
  ) {
    super(message)
    this.name = 'PublicReadError'
  }
}

export interface ReadCache {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
}

let defaultStore: UseStore | undefined

/** Remembered answers live in their own small database, apart from the sync mirror. */
export function indexedDbReadCache(): ReadCache {
  defaultStore ??= createStore('jul-public-reads', 'answers')
  const store = defaultStore
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
  }
}

/**
 * Online first; when the network fails (or the device says it is offline) the last remembered
 * answer, so a page seen once still opens. A failure with nothing remembered is a PublicReadError.
 */
export async function readThrough<T>(
  cache: ReadCache,
  key: string,
  read: () => Promise<T>,
  isOnline: () => boolean,
): Promise<T> {
  if (isOnline()) {
    try {
      const answer = await read()
      await cache.set(key, answer).catch(() => undefined)
      return answer
    } catch (error) {
      const remembered = await cache.get(key).catch(() => undefined)
      if (remembered !== undefined) return remembered as T
      throw new PublicReadError(error instanceof Error ? error.message : String(error), false)
    }
  }
  const remembered = await cache.get(key).catch(() => undefined)
  if (remembered !== undefined) return remembered as T
  throw new PublicReadError('You are offline and this page has not been opened on this device before.', true)
}
