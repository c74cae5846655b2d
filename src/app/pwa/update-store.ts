/**
 * Whether a new version waits, as a tiny external store for `useSyncExternalStore`: the service worker
 * registration runs before React mounts and must not depend on it.
 */
export interface UpdateState {
  /** Present while a new service worker waits; calling it activates the new build and reloads. */
  readonly applyUpdate: (() => void) | null
}

let state: UpdateState = { applyUpdate: null }
const listeners = new Set<() => void>()

export const updateStore = {
  get: (): UpdateState => state,
  set(next: UpdateState): void {
    state = next
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
