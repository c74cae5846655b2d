import { quoteIdent, restError } from '../http-error.ts'
import type { Field, Filter, OrderTerm } from './ast.ts'

/** The values of one statement: every one reaches SQL as `$n`, untyped, so PostgreSQL infers its type. */
export class Params {
  readonly values: (string | null)[] = []

  add(value: string | null): string {
    if (value?.includes('\0')) throw restError(400, '22P05', 'Unsupported NUL character in a value')
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** A column of `qualifier`, or a JSON path into it (`to_jsonb(col)->$1->>$2`, keys as parameters). */
export function fieldSql(qualifier: string, field: Field, params: Params): string {
  const column = field.name === '*' ? `${qualifier}.*` : `${qualifier}.${quoteIdent(field.name)}`
  if (field.path.length === 0) return column
  return field.path.reduce(
    (sql, step) => `${sql}${step.arrow}${params.add(step.key)}${step.index ? '::int' : ''}`,
    `to_jsonb(${column})`,
  )
}

const SIMPLE = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
}
const QUANT = {
  eq: '=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
}
const FTS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
}
const IS = { null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }

/** `{"a","b\"c"}`: PostgREST builds `in` lists as one array literal so one parameter holds them. */
const arrayLiteral = (values: string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`

export function filterSql(qualifier: string, filter: Filter, params: Params): string {
  const column = fieldSql(qualifier, filter.field, params)
  const operation = filter.operation
  let sql: string
  switch (operation.op) {
    case 'in':
      sql =
        operation.values.length === 1 && operation.values[0] === ''
          ? `${column} = ANY('{}')`
          : `${column} = ANY(${params.add(arrayLiteral(operation.values))})`
      break
    case 'is':
      sql = `${column} IS ${IS[operation.value]}`
      break
    case 'isdistinct':
      sql = `${column} IS DISTINCT FROM ${params.add(operation.value)}`
      break
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const language = operation.language === undefined ? '' : `${params.add(operation.language)}, `
      sql = `${column} @@ ${FTS[operation.op]}(${language}${params.add(operation.value)})`
      break
    }
    case 'neq':
    case 'cs':
    case 'cd':
    case 'ov':
    case 'sl':
    case 'sr':
    case 'nxr':
    case 'nxl':
    case 'adj':
      sql = `${column} ${SIMPLE[operation.op]} ${params.add(operation.value)}`
      break
    default: {
      const like = operation.op === 'like' || operation.op === 'ilike'
      const value = params.add(like ? operation.value.replaceAll('*', '%') : operation.value)
      const quantified =
        operation.quantifier === undefined ? value : `${operation.quantifier.toUpperCase()}(${value})`
      sql = `${column} ${QUANT[operation.op]} ${quantified}`
    }
  }
  return filter.negate ? `NOT (${sql})` : sql
}

export function orderSql(
  terms: OrderTerm[],
  qualifierFor: (term: OrderTerm) => string,
  params: Params,
): string {
  if (terms.length === 0) return ''
  const items = terms.map((term) =>
    [
      fieldSql(qualifierFor(term), term.field, params),
      term.direction?.toUpperCase(),
      term.nulls === undefined ? undefined : `NULLS ${term.nulls.toUpperCase()}`,
    ]
      .filter((part) => part !== undefined)
      .join(' '),
  )
  return ` ORDER BY ${items.join(', ')}`
}
