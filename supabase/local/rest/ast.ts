// The request as PostgREST's URL grammar describes it, before any name is looked up. Parsers build
// these (select-grammar.ts, filter-grammar.ts, query-params.ts); the planner resolves them against
// the catalog (read-plan.ts) and the SQL writers render them with quoted identifiers and parameters.

export interface JsonStep {
  arrow: '->' | '->>'
  /** A key, or an array index when `index` is set. */
  key: string
  index: boolean
}

/** A column (or computed field) with an optional JSON path: `data->a->>b`. */
export interface Field {
  name: string
  path: JsonStep[]
}

export const AGGREGATES = ['count', 'sum', 'avg', 'max', 'min'] as const
export type Aggregate = (typeof AGGREGATES)[number]

export interface SelectField {
  kind: 'field'
  /** `*` for all columns and for `count()`. */
  field: Field
  alias: string | undefined
  /** A type name that passed castName(); resolved with to_regtype before SQL is written. */
  cast: string | undefined
  aggregate: Aggregate | undefined
  aggregateCast: string | undefined
}

export interface SelectRelation {
  kind: 'relation'
  name: string
  alias: string | undefined
  hint: string | undefined
  join: 'inner' | 'left' | undefined
  spread: boolean
  children: SelectItem[]
}

export type SelectItem = SelectField | SelectRelation

export const QUANT_OPERATORS = ['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'] as const
export const SIMPLE_OPERATORS = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'] as const
export const FTS_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const

export type Operation =
  | {
      op: (typeof QUANT_OPERATORS)[number]
      quantifier: 'any' | 'all' | undefined
      value: string
    }
  | { op: (typeof SIMPLE_OPERATORS)[number]; value: string }
  | { op: 'in'; values: string[] }
  | { op: 'is'; value: (typeof IS_VALUES)[number] }
  | { op: 'isdistinct'; value: string }
  | { op: (typeof FTS_OPERATORS)[number]; language: string | undefined; value: string }

export interface Filter {
  field: Field
  negate: boolean
  operation: Operation
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'tree'; operator: 'and' | 'or'; negate: boolean; children: LogicTree[] }

export interface OrderTerm {
  /** `order=clients(name)`: a column of an embedded to-one resource. */
  relation: string | undefined
  field: Field
  direction: 'asc' | 'desc' | undefined
  nulls: 'first' | 'last' | undefined
}

export interface Range {
  limit: number | undefined
  offset: number
}
