import type { LockManagerLike } from '../../../../sync/leader.ts'

type Mode = 'exclusive' | 'shared'
type Waiter = {
  name: string
  mode: Mode
  callback: () => Promise<unknown>
  resolve: (v: unknown) => void
  reject: (e: unknown) => void
}

/** Web Locks stand-in: per name, exclusive or shared, first come first served, released when the callback settles. */
export class FakeLocks implements LockManagerLike {
  private readonly held = new Map<string, { mode: Mode; count: number }>()
  private readonly queue: Waiter[] = []

  request(
    name: string,
    options: { signal?: AbortSignal; mode?: Mode },
    callback: () => Promise<unknown>,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const waiter = { name, mode: options.mode ?? 'exclusive', callback, resolve, reject }
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

  /** Names held right now (as `navigator.locks.query().held` would list them). */
  heldNames(): string[] {
    return [...this.held.keys()]
  }

  private pump(): void {
    for (const waiter of [...this.queue]) {
      const current = this.held.get(waiter.name)
      const first = this.queue.find((w) => w.name === waiter.name) === waiter
      const fits = !current || (current.mode === 'shared' && waiter.mode === 'shared' && first)
      if (!fits || !first) continue
      this.queue.splice(this.queue.indexOf(waiter), 1)
      this.held.set(waiter.name, { mode: waiter.mode, count: (current?.count ?? 0) + 1 })
      waiter
        .callback()
        .then(waiter.resolve, waiter.reject)
        .finally(() => {
          const now = this.held.get(waiter.name)
          if (now && now.count > 1) now.count--
          else this.held.delete(waiter.name)
          this.pump()
        })
    }
  }
}
