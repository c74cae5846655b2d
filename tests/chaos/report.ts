import { addPhases, formatPhases, type PhaseTimes } from './phases.ts'
import type { RunResult } from './scenario.ts'

export type Totals = {
  runs: number
  seeds: [number, number]
  operations: number
  operationKinds: Record<string, number>
  faults: Record<string, number>
  /** Milliseconds per phase over all runs. */
  phases: PhaseTimes
  lost: number
  duplicated: number
  reverted: number
  leaked: number
  diverged: number
  failedSeeds: number[]
}

export function emptyTotals(first: number): Totals {
  return {
    runs: 0,
    seeds: [first, first],
    operations: 0,
    operationKinds: {},
    faults: {},
    phases: {},
    lost: 0,
    duplicated: 0,
    reverted: 0,
    leaked: 0,
    diverged: 0,
    failedSeeds: [],
  }
}

export const FIGURES = ['lost', 'duplicated', 'reverted', 'leaked', 'diverged'] as const

export const failedRun = (result: RunResult): boolean => FIGURES.some((figure) => result[figure] > 0)

export function add(totals: Totals, result: RunResult): void {
  totals.runs++
  totals.seeds[1] = result.seed
  totals.operations += result.operations
  for (const [kind, n] of Object.entries(result.operationKinds))
    totals.operationKinds[kind] = (totals.operationKinds[kind] ?? 0) + n
  for (const [kind, n] of Object.entries(result.faults)) totals.faults[kind] = (totals.faults[kind] ?? 0) + n
  addPhases(totals.phases, result.phases)
  for (const figure of FIGURES) totals[figure] += result[figure]
  if (failedRun(result)) totals.failedSeeds.push(result.seed)
}

const figures = (r: Pick<Totals, (typeof FIGURES)[number]>) => FIGURES.map((f) => `${f} ${r[f]}`).join(' · ')

export function runLine(result: RunResult, seconds: number): string {
  return `seed ${result.seed}: ${result.operations} operations, ${Object.values(result.faults).reduce((s, n) => s + n, 0)} faults · ${figures(result)} (${seconds.toFixed(1)} s: ${formatPhases(result.phases)})`
}

const byKind = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ') || 'none'

/** The figures the issue asks the suite to print. */
export function summary(totals: Totals): string {
  return [
    `chaos: ${totals.runs} runs, seeds ${totals.seeds[0]}..${totals.seeds[1]}, ${totals.operations} operations`,
    `operations by kind: ${byKind(totals.operationKinds)}`,
    `faults injected: ${byKind(totals.faults)}`,
    figures(totals),
    `time per phase over all runs: ${formatPhases(totals.phases) || 'none'}`,
    totals.failedSeeds.length > 0 ? `failing seeds: ${totals.failedSeeds.join(', ')}` : 'every run passed',
  ].join('\n')
}

/** What a failing seed prints: its findings and the operation log that reproduces it. */
export function failureReport(result: RunResult): string {
  return [
    `seed ${result.seed} failed — rerun: npm run test:chaos -- --runs 1 --seed ${result.seed}`,
    ...result.problems.map((p) => `  ${p}`),
    'operation log:',
    ...result.log.map((line) => `  ${line}`),
  ].join('\n')
}
