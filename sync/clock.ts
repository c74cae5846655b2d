/** Time and timers, injected so the engine and the lease run on the tests' fake clock. */
export type Clock = {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}
