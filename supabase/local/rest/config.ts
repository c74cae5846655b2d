import { MAX_ROWS } from '../config.ts'

/** What PostgREST's own configuration decides, with hosted Supabase's values as defaults. */
export interface RestConfig {
  /** `db-schemas`: the first is the default profile; others are reached with Accept-/Content-Profile. */
  schemas: readonly string[]
  /** `db-max-rows`; null for none, as PostgREST's own default. */
  maxRows: number | null
  /** `db-plan-enabled`: answer `Accept: application/vnd.pgrst.plan` with EXPLAIN's output. */
  planEnabled: boolean
  /** `db-extra-search-path`: after the profile's schema in every request's search_path. */
  extraSearchPath: readonly string[]
  /**
   * The PostgREST major version to answer as: 13, what new hosted projects run, or 12, what older
   * projects still run (its PGRST116 text, 42P01 for a missing table, no spreads of to-many embeds).
   */
  postgrestVersion: 12 | 13
}

export const DEFAULT_REST_CONFIG: RestConfig = {
  schemas: ['public'],
  maxRows: MAX_ROWS,
  planEnabled: false,
  extraSearchPath: ['public', 'extensions'],
  postgrestVersion: 13,
}

export function restConfig(options: Partial<RestConfig> = {}): RestConfig {
  const config = { ...DEFAULT_REST_CONFIG, ...options }
  if (config.schemas.length === 0) throw new Error('rest.schemas needs at least one schema')
  return config
}
