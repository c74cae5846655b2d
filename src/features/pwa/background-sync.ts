import { type DrainReply, SW_MESSAGE, SYNC_TAG } from '../../../sw/protocol.ts'

/** Background Sync is Chromium-only and missing from the DOM lib. */
interface SyncManager {
  register(tag: string): Promise<void>
}
type RegistrationWithSync = ServiceWorkerRegistration & { readonly sync?: SyncManager }

/**
 * Called while the queue holds entries: where the browser supports it, the worker gets a `sync`
 * event once connectivity returns, even if this tab is in the background.
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
 * queue was pushed (or this tab is not the leader and the leader will), false to make the browser retry.
 */
export function answerDrainRequests(drain: () => Promise<boolean>): void {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    const port = event.ports[0]
    if (event.data?.type !== SW_MESSAGE.drainQueue || !port) return
    const reply = (drained: boolean) => port.postMessage({ drained } satisfies DrainReply)
    drain().then(reply, () => reply(false))
  })
}
