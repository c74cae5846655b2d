/// <reference lib="webworker" />

import type { BackgroundUploadResult } from '../sync/public/background-uploads.ts'
import { type DrainReply, SW_MESSAGE } from './protocol.ts'

/** Background Sync is not in TypeScript's WebWorker lib yet (Chromium-only API). */
declare global {
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string
    readonly lastChance: boolean
  }
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent
  }
}

/**
 * A page that does not answer within this time is treated as not having drained. Kept short: while a
 * sync event is extended, a waiting new version cannot activate, so a page that reloaded mid-question
 * (its port is gone and never answers) would hold an update back for the whole timeout.
 */
const REPLY_TIMEOUT_MS = 5_000

function askOne(client: Client): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => resolve(false), REPLY_TIMEOUT_MS)
    channel.port1.onmessage = (event: MessageEvent<DrainReply>) => {
      clearTimeout(timer)
      resolve(event.data?.drained === true)
    }
    client.postMessage({ type: SW_MESSAGE.drainQueue }, [channel.port2])
  })
}

/**
 * Why the worker asks a page instead of draining the queue itself: the session (supabase-js keeps it
 * in localStorage, with its refresh token) and the one-leader Web Lock live in the pages. Every open
 * window is asked because the worker cannot tell which tab leads; non-leaders answer at once. A failed
 * drain rejects so the browser schedules another attempt.
 *
 * With no window open the worker sends the member's waiting files itself (`uploadFiles`), with the
 * access token the tabs mirrored; the rows that point at them go at the app's next start. Files still
 * due afterwards, or a token that expired, reject: the browser retries with its own backoff, and a tab
 * opened meanwhile refreshes the session and mirrors the new token.
 */
export async function drainInBackground(
  clients: Clients,
  uploadFiles: () => Promise<BackgroundUploadResult>,
): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true })
  if (windows.length === 0) {
    const result = await uploadFiles()
    if (result.kind === 'token-expired')
      throw new Error(`${result.waiting} files wait for a fresh session; the browser will retry`)
    if (result.kind === 'done' && result.left > 0)
      throw new Error(`${result.left} files could not be uploaded yet; the browser will retry`)
    return
  }
  const answers = await Promise.all(windows.map(askOne))
  if (!answers.some(Boolean)) throw new Error('No open page could drain the queue; the browser will retry')
}
