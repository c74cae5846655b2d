// Phoenix channel frames as realtime-js speaks them: vsn 2.0.0 sends JSON arrays
// [join_ref, ref, topic, event, payload], vsn 1.0.0 sends objects with the same fields.

export interface Frame {
  join_ref: string | null
  ref: string | null
  topic: string
  event: string
  payload: Record<string, unknown>
}

export type Vsn = '1.0.0' | '2.0.0'

export function decodeFrame(raw: string, vsn: Vsn): Frame | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return null
    const [join_ref, ref, topic, event, payload] = parsed as unknown[]
    if (typeof topic !== 'string' || typeof event !== 'string') return null
    return {
      join_ref: typeof join_ref === 'string' ? join_ref : null,
      ref: typeof ref === 'string' ? ref : null,
      topic,
      event,
      payload: payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {},
    }
  }
  if (!parsed || typeof parsed !== 'object') return null
  const frame = parsed as Record<string, unknown>
  if (typeof frame.topic !== 'string' || typeof frame.event !== 'string') return null
  return {
    join_ref: typeof frame.join_ref === 'string' ? frame.join_ref : null,
    ref: typeof frame.ref === 'string' ? frame.ref : null,
    topic: frame.topic,
    event: frame.event,
    payload:
      frame.payload && typeof frame.payload === 'object' ? (frame.payload as Record<string, unknown>) : {},
  }
}

export function encodeFrame(frame: Frame, vsn: Vsn): string {
  return vsn === '2.0.0'
    ? JSON.stringify([frame.join_ref, frame.ref, frame.topic, frame.event, frame.payload])
    : JSON.stringify(frame)
}

export interface ChangeFilter {
  column: string
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in'
  values: string[]
}

/** `column=op.value` as realtime accepts it (eq neq lt lte gt gte in). */
export function parseChangeFilter(raw: string | undefined): ChangeFilter | null | 'invalid' {
  if (raw === undefined || raw === '') return null
  const match = /^([A-Za-z_][A-Za-z0-9_]*)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(raw)
  if (!match) return 'invalid'
  const op = match[2] as ChangeFilter['op']
  const value = match[3] as string
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) return 'invalid'
    const values = value
      .slice(1, -1)
      .split(',')
      .map((item) => item.trim().replace(/^"(.*)"$/, '$1'))
    return { column: match[1] as string, op, values }
  }
  return { column: match[1] as string, op, values: [value] }
}

function compare(actual: unknown, expected: string): number {
  const text = typeof actual === 'string' ? actual : JSON.stringify(actual)
  const a = Number(text)
  const b = Number(expected)
  if (text !== '' && expected !== '' && Number.isFinite(a) && Number.isFinite(b)) return a - b
  return text < expected ? -1 : text > expected ? 1 : 0
}

export function matchesFilter(filter: ChangeFilter | null, record: Record<string, unknown>): boolean {
  if (filter === null) return true
  const actual = record[filter.column]
  if (actual === null || actual === undefined) return false
  const [first = ''] = filter.values
  switch (filter.op) {
    case 'eq':
      return compare(actual, first) === 0
    case 'neq':
      return compare(actual, first) !== 0
    case 'lt':
      return compare(actual, first) < 0
    case 'lte':
      return compare(actual, first) <= 0
    case 'gt':
      return compare(actual, first) > 0
    case 'gte':
      return compare(actual, first) >= 0
    case 'in':
      return filter.values.some((value) => compare(actual, value) === 0)
  }
}
