import { quoteIdent, quoteLiteral, restError } from '../http-error.ts'
import { castName } from './cast.ts'

// Parsers for PostgREST's URL grammar. Every function returns SQL fragments with identifiers
// quoted and values as string literals, or throws a 400 the client can read.

const OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
} as const
type Operator = keyof typeof OPERATORS | 'is' | 'in'

const IS_VALUES: Record<string, string> = {
  null: 'null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
  not_null: 'not null',
}

const parseError = (message: string, details: string | null = null) =>
  restError(400, 'PGRST100', message, details)

/** Splits on `sep` outside parentheses, braces, brackets and double quotes. */
export function splitTopLevel(input: string, sep = ','): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string
    if (ch === '\\' && quoted && i + 1 < input.length) {
      current += ch + input[i + 1]
      i++
      continue
    }
    if (ch === '"') quoted = !quoted
    else if (!quoted && (ch === '(' || ch === '{' || ch === '[')) depth++
    else if (!quoted && (ch === ')' || ch === '}' || ch === ']')) depth--
    if (ch === sep && depth === 0 && !quoted) {
      parts.push(current)
      current = ''
    } else current += ch
  }
  if (quoted || depth !== 0) throw parseError('Unbalanced quotes or parentheses', input)
  parts.push(current)
  return parts
}

const unquote = (value: string): string =>
  value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value

const COLUMN = /^("(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)((?:->>?(?:'[^']*'|"[^"]*"|-?[A-Za-z0-9_$]+))*)$/

export interface ColumnExpr {
  sql: string
  /** The name PostgREST gives the output column: the last JSON key, or the column. */
  label: string
}

/** `col`, `"col"`, `col->a->>b`, `col->0` */
export function parseColumn(raw: string): ColumnExpr {
  const match = COLUMN.exec(raw.trim())
  if (!match) throw parseError(`Unsupported column expression "${raw}"`)
  const base = match[1] as string
  const name = base.startsWith('"') ? base.slice(1, -1).replaceAll('""', '"') : base
  let sql = quoteIdent(name)
  let label = name
  for (const step of (match[2] ?? '').matchAll(/(->>?)('[^']*'|"[^"]*"|-?[A-Za-z0-9_$]+)/g)) {
    const arrow = step[1] as string
    const key = (step[2] as string).replace(/^['"]|['"]$/g, '')
    sql += /^-?\d+$/.test(key) ? ` ${arrow} ${key}` : ` ${arrow} ${quoteLiteral(key)}`
    label = key
  }
  return { sql, label }
}

interface SelectItem {
  text: string
  alias: string | undefined
  column: string
  cast: string | undefined
}

function selectItems(raw: string | undefined): SelectItem[] | '*' {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '*') return '*'
  return splitTopLevel(raw).map((item) => {
    const text = item.trim()
    if (text.includes('(')) {
      throw parseError(
        'Resource embedding and aggregates are not supported by the local server',
        `select item "${text}"; select the columns of one table and query related tables separately`,
      )
    }
    const aliasMatch = /^([A-Za-z_][A-Za-z0-9_]*):(?!:)(.*)$/.exec(text)
    const rest = aliasMatch ? (aliasMatch[2] as string) : text
    const [column, cast, ...extra] = rest.split('::')
    if (extra.length > 0) throw parseError(`Unsupported cast in "${text}"`)
    return {
      text,
      alias: aliasMatch?.[1],
      column: column as string,
      cast: cast === undefined ? undefined : castName(cast),
    }
  })
}

/** The type names the `select` parameter casts to, to be resolved before `parseSelect`. */
export function selectCasts(raw: string | undefined): string[] {
  const items = selectItems(raw)
  return items === '*' ? [] : items.flatMap((item) => (item.cast === undefined ? [] : [item.cast]))
}

/**
 * The `select` parameter: columns, `alias:column`, `column::type` with the type as the catalog names
 * it (`types`, from `resolveTypes`); embedding is refused.
 */
export function parseSelect(raw: string | undefined, types: ReadonlyMap<string, string> = new Map()): string {
  const items = selectItems(raw)
  if (items === '*') return '*'
  return items
    .map((item) => {
      if (item.text === '*') return '*'
      const column = parseColumn(item.column)
      const type = item.cast === undefined ? undefined : types.get(item.cast)
      if (item.cast !== undefined && type === undefined) throw parseError(`Unresolved cast in "${item.text}"`)
      const expr = type === undefined ? column.sql : `cast(${column.sql} as ${type})`
      return `${expr} as ${quoteIdent(item.alias ?? column.label)}`
    })
    .join(', ')
}

function parseList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`"in" needs a list in parentheses: ${raw}`)
  const inner = raw.slice(1, -1)
  if (inner.trim() === '') return []
  return splitTopLevel(inner).map((item) => unquote(item.trim()))
}

/** `[not.]op.value` applied to a column, as SQL. */
export function parseCondition(columnRaw: string, operation: string, inLogicTree = false): string {
  const column = parseColumn(columnRaw)
  let rest = operation
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  if (dot < 0) throw parseError(`Missing operator or value in "${operation}"`)
  const op = rest.slice(0, dot) as Operator
  const value = rest.slice(dot + 1)
  let sql: string
  if (op === 'is') {
    const keyword = IS_VALUES[value.toLowerCase()]
    if (keyword === undefined) throw parseError(`Unknown value for "is": ${value}`)
    sql = `${column.sql} is ${keyword}`
  } else if (op === 'in') {
    const items = parseList(value)
    sql = items.length === 0 ? 'false' : `${column.sql} in (${items.map(quoteLiteral).join(', ')})`
  } else if (Object.hasOwn(OPERATORS, op)) {
    const unquoted = inLogicTree ? unquote(value) : value
    const literal = op === 'like' || op === 'ilike' ? unquoted.replaceAll('*', '%') : unquoted
    sql = `${column.sql} ${OPERATORS[op as keyof typeof OPERATORS]} ${quoteLiteral(literal)}`
  } else {
    throw parseError(
      `Unsupported operator "${op}"`,
      `supported: ${Object.keys(OPERATORS).join(', ')}, is, in`,
    )
  }
  return negate ? `not (${sql})` : sql
}

/** The body of `or=(…)` / `and=(…)`, recursively. */
export function parseLogic(op: 'and' | 'or', body: string, negate: boolean): string {
  if (!body.startsWith('(') || !body.endsWith(')')) throw parseError(`"${op}" needs parentheses: ${body}`)
  const parts = splitTopLevel(body.slice(1, -1)).map((part) => {
    const text = part.trim()
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(text)
    if (nested) return parseLogic(nested[2] as 'and' | 'or', nested[3] as string, nested[1] !== undefined)
    const dot = text.indexOf('.')
    if (dot < 0) throw parseError(`Bad logic tree item "${text}"`)
    return parseCondition(text.slice(0, dot), text.slice(dot + 1), true)
  })
  if (parts.length === 0) throw parseError(`Empty "${op}"`)
  const sql = `(${parts.map((part) => `(${part})`).join(` ${op} `)})`
  return negate ? `not ${sql}` : sql
}

/** `order=a.desc.nullslast,b` */
export function parseOrder(raw: string): string {
  return splitTopLevel(raw)
    .map((item) => {
      const pieces = item.trim().split('.')
      let column = pieces.shift() ?? ''
      // A JSON path such as data->>a.b is not supported; a dotted column is an embedded resource.
      const flags: string[] = []
      for (const piece of pieces) {
        if (piece === 'asc' || piece === 'desc') flags.push(piece)
        else if (piece === 'nullsfirst') flags.push('nulls first')
        else if (piece === 'nullslast') flags.push('nulls last')
        else column += `.${piece}`
      }
      return [parseColumn(column).sql, ...flags].join(' ')
    })
    .join(', ')
}

export interface Prefer {
  return: 'minimal' | 'representation' | 'headers-only' | undefined
  count: boolean
  resolution: 'merge' | 'ignore' | undefined
  missingDefault: boolean
  rollback: boolean
}

export function parsePrefer(header: string | undefined): Prefer {
  const prefer: Prefer = {
    return: undefined,
    count: false,
    resolution: undefined,
    missingDefault: false,
    rollback: false,
  }
  for (const raw of (header ?? '').split(',')) {
    const [key, value] = raw
      .trim()
      .split('=')
      .map((part) => part.trim())
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefer.return = value
    } else if (key === 'count' && value !== undefined) prefer.count = true
    else if (key === 'resolution' && value === 'merge-duplicates') prefer.resolution = 'merge'
    else if (key === 'resolution' && value === 'ignore-duplicates') prefer.resolution = 'ignore'
    else if (key === 'missing' && value === 'default') prefer.missingDefault = true
    else if (key === 'tx' && value === 'rollback') prefer.rollback = true
  }
  return prefer
}

/** `columns="a","b"` as sent by supabase-js for bulk inserts. */
export function parseColumnsParam(raw: string): string[] {
  return splitTopLevel(raw)
    .map((item) => unquote(item.trim()))
    .filter((item) => item !== '')
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns'])

/** Every filter of the query string as SQL conditions (to be AND-ed). */
export function parseFilters(params: URLSearchParams, skip: ReadonlySet<string> = new Set()): string[] {
  const conditions: string[] = []
  for (const [key, value] of params) {
    if (RESERVED.has(key) || skip.has(key)) continue
    if (key === 'or' || key === 'and') conditions.push(parseLogic(key, value, false))
    else if (key === 'not.or' || key === 'not.and')
      conditions.push(parseLogic(key === 'not.or' ? 'or' : 'and', value, true))
    else if (key.includes('.')) {
      throw parseError(`Filters on embedded resources are not supported: "${key}"`)
    } else conditions.push(parseCondition(key, value))
  }
  return conditions
}
