/**
 * Hybrid logical clock values: when an edit was made, comparable across devices. A value is
 * `<15 digits of ms since 1970>:<4 digits of counter>:<node>`, fixed width, so plain string comparison
 * orders them (the server compares them as text in the C collation, `sync_push`).
 *
 * A device takes the larger of its own (server-corrected) clock and every clock it has seen on the row
 * it edits, so an edit made after seeing another device's edit always wins over it, whatever the two
 * devices' clocks say; edits made without seeing each other are ordered by their physical time.
 */
export type Hlc = string

/** The writer of every change the server makes outside `sync_push` (functions, triggers). */
export const SERVER_NODE = 'server'
const MAX_COUNTER = 9_999
const PATTERN = /^(\d{15}):(\d{4}):([A-Za-z0-9_-]{1,64})$/

export type HlcParts = { physical: number; counter: number; node: string }

export function formatHlc({ physical, counter, node }: HlcParts): Hlc {
  return `${String(Math.max(0, Math.floor(physical))).padStart(15, '0')}:${String(counter).padStart(4, '0')}:${node}`
}

export function parseHlc(value: unknown): HlcParts | null {
  if (typeof value !== 'string') return null
  const match = PATTERN.exec(value)
  if (!match) return null
  return { physical: Number(match[1]), counter: Number(match[2]), node: match[3] ?? '' }
}

/** The larger of two clock values (null counts as the smallest). */
export function maxHlc(a: Hlc | null, b: Hlc | null): Hlc | null {
  if (a === null) return b
  if (b === null) return a
  return a > b ? a : b
}

/**
 * The next value for an edit made at `physicalNow` by `node`, after everything in `seen` (this
 * device's last value, the clocks of the row being edited). Strictly greater than each of them.
 */
export function nextHlc(seen: readonly (Hlc | null)[], physicalNow: number, node: string): Hlc {
  // Valid values are fixed width, so the largest string is the latest clock: one pattern test each.
  let largest: Hlc | null = null
  for (const value of seen)
    if (value !== null && (largest === null || value > largest) && PATTERN.test(value)) largest = value
  const latest = parseHlc(largest)
  const now = Math.floor(physicalNow)
  if (!latest || now > latest.physical) return formatHlc({ physical: now, counter: 0, node })
  if (latest.counter < MAX_COUNTER)
    return formatHlc({ physical: latest.physical, counter: latest.counter + 1, node })
  return formatHlc({ physical: latest.physical + 1, counter: 0, node })
}

/**
 * A row's field clocks as the server keeps them (`sync_clock`): `{column: hlc, '*': hlc}`, where `*`
 * is the clock of every column not named. Anything else reads as no clock at all.
 */
export type FieldClocks = Readonly<Record<string, Hlc>>

export function fieldClocksOf(value: unknown): FieldClocks {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(([, v]) => parseHlc(v) !== null),
  ) as FieldClocks
}

/** The latest clock on a row, whichever field it belongs to. */
export function latestClockOf(clocks: FieldClocks): Hlc | null {
  let latest: Hlc | null = null
  for (const value of Object.values(clocks)) latest = maxHlc(latest, value)
  return latest
}

/** A clock for an entry an older build queued without one: its own write time, a node of its own. */
export const legacyHlc = (timestamp: number): Hlc =>
  formatHlc({ physical: timestamp, counter: 0, node: 'legacy' })
