import { restError } from '../http-error.ts'

/** What a response body can be: a JSON array, one object (`.single()`), CSV, or the query's plan. */
export type Media =
  | { kind: 'array' | 'object' | 'csv'; stripNulls: boolean }
  | { kind: 'plan'; format: 'json' | 'text'; options: PlanOption[] }

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const
export type PlanOption = (typeof PLAN_OPTIONS)[number]

const PLAN_TYPES: Record<string, 'json' | 'text'> = {
  'application/vnd.pgrst.plan': 'text',
  'application/vnd.pgrst.plan+text': 'text',
  'application/vnd.pgrst.plan+json': 'json',
}

const PRODUCED: Record<string, 'array' | 'object' | 'csv'> = {
  '*/*': 'array',
  'application/*': 'array',
  'application/json': 'array',
  'application/vnd.pgrst.array+json': 'array',
  'application/vnd.pgrst.array': 'array',
  'application/vnd.pgrst.object+json': 'object',
  'application/vnd.pgrst.object': 'object',
  'text/csv': 'csv',
  'text/*': 'csv',
}

/**
 * Content negotiation on Accept, highest q first. What the local server cannot produce — GeoJSON
 * (needs PostGIS), execution plans unless `planEnabled` (off by default, as on hosted Supabase) —
 * is 406 PGRST107, never a JSON body the client did not ask for.
 */
export function negotiate(accept: string | undefined, planEnabled: boolean): Media {
  if (accept === undefined || accept.trim() === '') return { kind: 'array', stripNulls: false }
  const ranges = accept
    .split(',')
    .map((part, index) => {
      const [type = '', ...params] = part.split(';').map((p) => p.trim())
      const q = Number(/^q=([\d.]+)$/.exec(params.find((p) => p.startsWith('q=')) ?? '')?.[1] ?? '1')
      return { type: type.toLowerCase(), params, q, index }
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const range of ranges) {
    const format = PLAN_TYPES[range.type]
    if (format !== undefined && planEnabled)
      return { kind: 'plan', format, options: planOptions(range.params) }
    const kind = PRODUCED[range.type]
    if (kind !== undefined) return { kind, stripNulls: range.params.includes('nulls=stripped') }
  }
  throw restError(
    406,
    'PGRST107',
    `None of these media types are available: ${ranges.map((r) => r.type).join(', ')}`,
  )
}

function planOptions(params: string[]): PlanOption[] {
  const value = params.find((p) => p.startsWith('options='))?.slice('options='.length) ?? ''
  return PLAN_OPTIONS.filter((option) => value.split('|').includes(option))
}

export function contentTypeOf(media: Media): string {
  if (media.kind === 'plan') return `application/vnd.pgrst.plan+${media.format}; charset=utf-8`
  if (media.kind === 'object') return 'application/vnd.pgrst.object+json; charset=utf-8'
  return media.kind === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8'
}

/** `EXPLAIN (FORMAT …, OPTIONS)`: every word comes from the fixed lists above. */
export const explainSql = (media: Extract<Media, { kind: 'plan' }>) =>
  `EXPLAIN (${[`FORMAT ${media.format.toUpperCase()}`, ...media.options.map((o) => o.toUpperCase())].join(', ')}) `

/**
 * The SQL that turns the rows of `_postgrest_t` into the body: json_agg, its first element, or CSV
 * built from each row's record text (PostgreSQL quotes fields as CSV does).
 */
export function bodySql(media: Exclude<Media, { kind: 'plan' }>): string {
  const agg = media.stripNulls ? 'json_strip_nulls(json_agg(_postgrest_t))' : 'json_agg(_postgrest_t)'
  if (media.kind === 'object') return `coalesce((${agg})->0, 'null')::text`
  if (media.kind === 'array') return `coalesce(${agg}, '[]')::text`
  return `(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text AS k FROM (SELECT row_to_json(hh) AS r FROM pgrst_source AS hh LIMIT 1) s) a) || chr(10) || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), chr(10)), '')`
}
