import type { Clock } from '../../../../sync/engine.ts'

type Timer = { id: number; at: number; callback: () => void }

/**
 * The engine's injected clock under the test's control. IndexedDB (fake-indexeddb) keeps running on
 * real macrotasks, so `advance` fires due timers one by one and lets the engine settle in between.
 */
export class FakeClock implements Clock {
  time = Date.parse('2026-11-21T12:00:00.000Z')
  private timers: Timer[] = []
  private nextId = 1

  constructor(private readonly settle: () => Promise<void>) {}

  now(): number {
    return this.time
  }

  setTimeout(callback: () => void, ms: number): number {
    const id = this.nextId++
    this.timers.push({ id, at: this.time + ms, callback })
    return id
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== handle)
  }

  async advance(ms: number): Promise<void> {
    const end = this.time + ms
    await this.settle()
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0]
      if (!due) break
      this.timers = this.timers.filter((t) => t !== due)
      this.time = due.at
      due.callback()
      await this.settle()
    }
    this.time = end
  }
}
