import { REQUEST_TIMEOUT_MS } from '../remote.ts'
import type { DiscardOutcome, FileRemover } from './types.ts'

export type StorageRemoverConfig = {
  /** The project's API base (`https://<ref>.supabase.co` or the local server). */
  supabaseUrl: string
  anonKey: string
  /** The session's access token now (null: signed out, nothing can be removed). */
  accessToken: () => string | null
  fetch?: typeof fetch
}

function outcomeOf(status: number): DiscardOutcome {
  if (status === 401) return 'auth'
  if (status === 408 || status === 429 || status >= 500) return 'retry'
  // Anything else is an answer that asking again will not change (a name outside the member's folder).
  return 'kept'
}

/**
 * Removes a discarded capture's file from storage under the member's own rights: first
 * `capture_file_unused` (no row of the member points at these bytes: content-addressed names are
 * shared by every capture of the same file), then Storage's delete. Plain requests, as the TUS
 * transport makes: the worker's supabase-js client belongs to the sync engine.
 */
export function storageRemover(config: StorageRemoverConfig): FileRemover {
  const base = config.supabaseUrl.replace(/\/+$/, '')
  /** The answer, or the outcome when there is none (signed out: refresh; no network: later). */
  const send = async (path: string, init: RequestInit): Promise<Response | DiscardOutcome> => {
    const token = config.accessToken()
    if (!token) return 'auth'
    try {
      return await (config.fetch ?? fetch)(`${base}${path}`, {
        ...init,
        headers: {
          apikey: config.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
    } catch {
      return 'retry'
    }
  }
  return {
    async remove(file) {
      const check = await send('/rest/v1/rpc/capture_file_unused', {
        method: 'POST',
        body: JSON.stringify({ object_name: file.path }),
      })
      if (typeof check === 'string') return check
      if (!check.ok) return outcomeOf(check.status)
      if ((await check.json()) !== true) return 'kept'
      const removal = await send(`/storage/v1/object/${encodeURIComponent(file.bucket)}`, {
        method: 'DELETE',
        body: JSON.stringify({ prefixes: [file.path] }),
      })
      if (typeof removal === 'string') return removal
      return removal.ok ? 'removed' : outcomeOf(removal.status)
    },
  }
}
