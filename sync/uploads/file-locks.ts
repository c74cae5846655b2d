/**
 * One upload of a file at a time across every context that uploads: the leading tab's lane and the
 * service worker's lane in Background Sync (sw/background-sync.ts). Web Locks reach both; a lock per
 * file (not the leader's lock) lets a tab that opens while the worker uploads lead and push rows at once.
 */
export interface FileLocks {
  /** Runs `work` holding the file's lock, or answers `busy` at once when another context holds it. */
  tryWith<T>(fileId: string, work: () => Promise<T>): Promise<T | typeof BUSY>
  /** Resolves once no context holds the file's lock (rejects when `signal` aborts first). */
  whenFree(fileId: string, signal: AbortSignal): Promise<void>
}

export const BUSY = Symbol('busy')

/** Lock name per file. Do not change without thinking about two builds running side by side. */
export const fileLockName = (fileId: string) => `jul-upload:${fileId}`

/** The subset of `navigator.locks` (window and workers alike) the file locks use. */
export type WebLocksLike = {
  request(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown>
}

export function webFileLocks(locks: WebLocksLike): FileLocks {
  return {
    async tryWith<T>(fileId: string, work: () => Promise<T>): Promise<T | typeof BUSY> {
      let result: T | typeof BUSY = BUSY
      await locks.request(fileLockName(fileId), { ifAvailable: true }, async (lock) => {
        if (lock) result = await work()
      })
      return result
    },
    async whenFree(fileId, signal) {
      await locks.request(fileLockName(fileId), { signal }, async () => {})
    },
  }
}
