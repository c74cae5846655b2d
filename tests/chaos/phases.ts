/**
 * Where a run's seconds go (opening devices, operations, faults, leak samples, pauses, quiescence, the
 * checker): each phase's wall time is added up, so a slow run says which part to make cheaper.
 */
export type PhaseTimes = Record<string, number>

export type PhaseClock = {
  /** Runs `work` and adds its wall time to `phase`, whether it resolves or throws. */
  time<T>(phase: string, work: () => Promise<T>): Promise<T>
  /** Milliseconds per phase so far. */
  readonly spent: PhaseTimes
  /** The phases running now, outermost first (what a run that never ends was doing). */
  running(): string[]
}

export function phaseClock(now: () => number = () => performance.now()): PhaseClock {
  const spent: PhaseTimes = {}
  const running: string[] = []
  return {
    spent,
    running: () => [...running],
    async time(phase, work) {
      const started = now()
      running.push(phase)
      try {
        return await work()
      } finally {
        running.splice(running.lastIndexOf(phase), 1)
        spent[phase] = (spent[phase] ?? 0) + (now() - started)
      }
    },
  }
}

/** Adds one run's phases into a total (the CLI's summary over all runs). */
export function addPhases(total: PhaseTimes, more: PhaseTimes): void {
  for (const [phase, ms] of Object.entries(more)) total[phase] = (total[phase] ?? 0) + ms
}

/** `open 8.8 s · operations 5.1 s · …`, in the order the phases first ran. */
export function formatPhases(spent: PhaseTimes): string {
  return Object.entries(spent)
    .map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`)
    .join(' · ')
}
