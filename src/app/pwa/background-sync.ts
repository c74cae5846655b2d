import { type DrainReply, SW_MESSAGE, SYNC_TAG } from '../../../sw/protocol.ts'
import type { SyncClient } from '../../../sync/client.ts'

/** Background Sync is Chromium-only and missing from the DOM lib. */
interface SyncManager {
  register(tag: string): Promise<void>
}
type RegistrationWithSync = ServiceWorkerRegistration & { readonly sync?: SyncManager }

/**
 * Where the browser supports it, the worker gets a `sync` event once connectivity returns, even if
 * this tab is in the background. Registering an already registered tag is a no-op in the browser.
 */
export async function requestBackgroundSync(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false
  const registration: RegistrationWithSync = await navigator.serviceWorker.ready
  if (!registration.sync) return false
  await registration.sync.register(SYNC_TAG)
  return true
}

/**
 * Answers the worker's drain request (see sw/background-sync.ts): `drain` resolves true when the
 * queue is empty afterwards, false to make the browser retry later.
 */
export function answerDrainRequests(drain: () => Promise<boolean>): void {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    const port = event.ports[0]
    if (event.data?.type !== SW_MESSAGE.drainQueue || !port) return
    const reply = (drained: boolean) => port.postMessage({ drained } satisfies DrainReply)
    void drain().then(reply, () => reply(false))
  })
}

/**
 * Connects the sync client to Background Sync: a queue that starts holding entries registers the
 * tag, and the worker's drain request runs `syncNow()`, which in any tab asks the leading tab to run
 * a cycle and answers, once it is over, how many entries are still waiting.
 */
export function connectBackgroundSync(sync: Pick<SyncClient, 'status' | 'syncNow'>): () => void {
  let registered = false
  const onStatus = () => {
    const { pendingCount } = sync.status.getSnapshot()
    if (pendingCount === 0) registered = false
    if (pendingCount === 0 || registered) return
    registered = true
    requestBackgroundSync().catch((error: unknown) => console.warn('Background Sync unavailable', error))
  }
  // syncNow resolves after the leader's cycle with what is still waiting; the live status may lag.
  answerDrainRequests(async () => (await sync.syncNow()) === 0)
  onStatus()
  return sync.status.subscribe(onStatus)
}
