/**
 * The upload lane's rules, pure: which files go next, how long a failed one waits, when it is parked.
 * Files upload beside the sync cycle (never in front of rows or pulls), two at a time, small first.
 */

/** Files in flight at once: enough to fill a weak link, few enough that one big memo does not starve. */
export const UPLOAD_CONCURRENCY = 2
/**
 * Failed tries (network, 5xx) after which a file is parked: it waits for Retry, a reconnection or the
 * server answering the sync again, and meanwhile is tried once every PARKED_RETRY_MS, so a phone left
 * alone after a long outage still delivers it.
 */
export const PARK_AFTER_FAILURES = 5
export const PARKED_RETRY_MS = 30 * 60_000
/** On a constrained connection (Save-Data, 2G) files above this wait unless the member says go. */
export const LARGE_FILE_BYTES = 2 * 1024 * 1024
/**
 * TUS chunk size. Hosted Supabase Storage requires exactly 6 MB; a cut loses at most the chunk in
 * flight there (the local server keeps every byte received).
 */
export const UPLOAD_CHUNK_BYTES = 6 * 1024 * 1024
/** The first retry of a file after this long, then ×3 up to RETRY_CEILING_MS (5 s, 15 s, 45 s, 2¼ min…). */
export const FIRST_RETRY_MS = 5_000
export const RETRY_CEILING_MS = 10 * 60_000

export interface UploadCandidate {
  id: string
  size: number
  created_at: number
  attempts?: number | undefined
  next_attempt_at?: number | null | undefined
  parked_at?: number | null | undefined
  send_on_constrained?: boolean | undefined
}

export interface LaneSituation {
  now: number
  /** Ids uploading now. */
  running: ReadonlySet<string>
  /** Save-Data or a slow connection: large files wait. */
  constrained: boolean
}

export type NextUploads = {
  /** Ids to start now, in order, at most the free slots. */
  start: string[]
  /** When a file held back by its backoff becomes due (ms), or null. */
  wakeAt: number | null
  /** Large files held back by a constrained connection. */
  heldForNetwork: string[]
}

const isLarge = (file: UploadCandidate) => file.size > LARGE_FILE_BYTES

/** Smallest first (a photo never waits behind a memo), then oldest. */
function byUploadOrder(a: UploadCandidate, b: UploadCandidate): number {
  return a.size - b.size || a.created_at - b.created_at || a.id.localeCompare(b.id)
}

export function nextUploads(files: readonly UploadCandidate[], situation: LaneSituation): NextUploads {
  const slots = Math.max(0, UPLOAD_CONCURRENCY - situation.running.size)
  const heldForNetwork: string[] = []
  let wakeAt: number | null = null
  const due: UploadCandidate[] = []
  for (const file of files) {
    if (situation.running.has(file.id)) continue
    if (situation.constrained && isLarge(file) && !file.send_on_constrained) {
      heldForNetwork.push(file.id)
      continue
    }
    const at = file.parked_at ? file.parked_at + PARKED_RETRY_MS : (file.next_attempt_at ?? 0)
    if (at > situation.now) {
      wakeAt = wakeAt === null ? at : Math.min(wakeAt, at)
      continue
    }
    due.push(file)
  }
  return {
    start: due
      .sort(byUploadOrder)
      .slice(0, slots)
      .map((file) => file.id),
    wakeAt,
    heldForNetwork,
  }
}

/** Wait before try number `attempts + 1`, with equal jitter so devices back from one outage spread out. */
export function retryDelay(attempts: number, random: () => number): number {
  const base = Math.min(RETRY_CEILING_MS, FIRST_RETRY_MS * 3 ** Math.max(0, attempts - 1))
  return Math.round(base / 2 + (random() * base) / 2)
}

export type FailureStep =
  | { kind: 'wait'; attempts: number; nextAttemptAt: number }
  | { kind: 'park'; attempts: number; parkedAt: number }

/** What a failed try (one that waiting can cure) does to the file. */
export function afterFailure(previousAttempts: number, now: number, random: () => number): FailureStep {
  const attempts = previousAttempts + 1
  if (attempts >= PARK_AFTER_FAILURES) return { kind: 'park', attempts, parkedAt: now }
  return { kind: 'wait', attempts, nextAttemptAt: now + retryDelay(attempts, random) }
}
