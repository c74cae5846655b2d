import { restError } from '../http-error.ts'

/** What a response body can be: a JSON array, one object (`.single()`), or CSV. */
export type Media = { kind: 'array' | 'object' | 'csv'; stripNulls: boolean }

const PRODUCED: Record<string, Media['kind']> = {
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
 * (needs PostGIS), execution plans (off, as on hosted Supabase) — is 406 PGRST107, never a JSON
 * body the client did not ask for.
 */
export function negotiate(accept: string | undefined, csvAllowed = true): Media {
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
    const kind = PRODUCED[range.type]
    if (kind === undefined || (kind === 'csv' && !csvAllowed)) continue
    return { kind, stripNulls: range.params.includes('nulls=stripped') }
  }
  throw restError(
    406,
    'PGRST107',
    `None of these media types are available: ${ranges.map((r) => r.type).join(', ')}`,
  )
}

export const CONTENT_TYPES: Record<Media['kind'], string> = {
  array: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
}

/**
 * The SQL that turns the rows of `_postgrest_t` into the body: json_agg, its first element, or CSV
 * built from each row's record text (PostgreSQL quotes fields as CSV does).
 */
export function bodySql(media: Media): string {
  const agg = media.stripNulls ? 'json_strip_nulls(json_agg(_postgrest_t))' : 'json_agg(_postgrest_t)'
  if (media.kind === 'object') return `coalesce((${agg})->0, 'null')::text`
  if (media.kind === 'array') return `coalesce(${agg}, '[]')::text`
  return `(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text AS k FROM (SELECT row_to_json(hh) AS r FROM pgrst_source AS hh LIMIT 1) s) a) || chr(10) || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), chr(10)), '')`
}
