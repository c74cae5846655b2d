import type { LockManagerLike } from '../../../../sync/leader.ts'

type Waiter = {
  callback: () => Promise<unknown>
  resolve: (v: unknown) => void
  reject: (e: unknown) => void
}

/** Web Locks stand-in: exclusive, first come first served, released when the callback settles. */
export class FakeLocks implements LockManagerLike {
  private held = false
  private readonly queue: Waiter[] = []

  request(
    _name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<unknown>,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const waiter = { callback, resolve, reject }
      options.signal?.addEventListener('abort', () => {
        const index = this.queue.indexOf(waiter)
        if (index >= 0) {
          this.queue.splice(index, 1)
          reject(new DOMException('aborted', 'AbortError'))
        }
      })
      this.queue.push(waiter)
      this.pump()
    })
  }

  private pump(): void {
    if (this.held) return
    const next = this.queue.shift()
    if (!next) return
    this.held = true
    next
      .callback()
      .then(next.resolve, next.reject)
      .finally(() => {
        this.held = false
        this.pump()
      })
  }
}
