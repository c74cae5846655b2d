import type { SyncBroadcast, SyncMessage } from '../../../../sync/engine.ts'

/**
 * A BroadcastChannel stand-in for the tabs of one test: each `channel()` is one tab's, and a message
 * reaches every other tab asynchronously, as a copy, never the sender.
 */
export class MemoryBroadcast {
  private readonly listeners = new Set<(message: SyncMessage) => void>()

  channel(): SyncBroadcast {
    let own: ((message: SyncMessage) => void) | null = null
    return {
      post: (message) => {
        for (const listener of this.listeners)
          if (listener !== own) setImmediate(() => listener(structuredClone(message)))
      },
      listen: (listener) => {
        own = listener
        this.listeners.add(listener)
        return () => this.listeners.delete(listener)
      },
    }
  }
}
