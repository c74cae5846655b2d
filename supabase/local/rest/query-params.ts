import { restError } from '../http-error.ts'
import type { Filter, LogicTree, OrderTerm, Range, SelectItem } from './ast.ts'
import { Cursor } from './cursor.ts'
import {
  parseColumnList,
  parseFilterKey,
  parseFilterValue,
  parseLogic,
  parseOrder,
} from './filter-grammar.ts'
import { parseSelect } from './select-grammar.ts'

/** Something that applies to one node of the embedding tree: `[]` is the root, `['a','b']` is a(b(…)). */
export interface AtPath<T> {
  path: string[]
  value: T
}

export interface QueryParams {
  select: SelectItem[]
  filters: AtPath<Filter>[]
  logic: AtPath<LogicTree>[]
  order: AtPath<OrderTerm[]>[]
  ranges: AtPath<Range>[]
  columns: string[] | undefined
  onConflict: string[] | undefined
  /** Arguments of a GET/HEAD RPC call: the parameters whose value is not a filter. */
  rpcArgs: Map<string, string>
}

const RESERVED = new Set(['select', 'columns', 'on_conflict'])

const isFilterValue = (value: string) => {
  try {
    parseFilterValue({ name: 'x', path: [] }, value)
    return true
  } catch {
    return false
  }
}

const lastWord = (key: string) => key.slice(key.lastIndexOf('.') + 1)

function embedPath(key: string, what: string): string[] {
  if (!key.includes('.')) return []
  const cursor = new Cursor(key, what)
  const names = [cursor.fieldName()]
  while (cursor.eat('.')) names.push(cursor.fieldName())
  return names.slice(0, -1)
}

function nonNegative(key: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw restError(400, 'PGRST100', `"${key}" must be a non-negative integer`)
  return Number(raw)
}

/**
 * Sorts the query string as PostgREST does: reserved words, embeddable `order`/`limit`/`offset`/
 * `and`/`or` (with an embed path before them), and filters on every other key. On a GET RPC
 * (`rpcRead`), a parameter whose value is not `op.value` is an argument of the function.
 */
export function parseQueryParams(params: URLSearchParams, rpcRead = false): QueryParams {
  const result: QueryParams = {
    select: parseSelect(params.get('select')),
    filters: [],
    logic: [],
    order: [],
    ranges: [],
    columns: undefined,
    onConflict: undefined,
    rpcArgs: new Map(),
  }
  const ranges = new Map<string, { path: string[]; limit: number | undefined; offset: number }>()
  const range = (key: string) => {
    const path = embedPath(key, 'tree path')
    const id = JSON.stringify(path)
    const found = ranges.get(id) ?? { path, limit: undefined, offset: 0 }
    ranges.set(id, found)
    return found
  }
  for (const [key, value] of params) {
    if (key === 'columns') result.columns = parseColumnList(value, 'columns parameter')
    else if (key === 'on_conflict') result.onConflict = parseColumnList(value, 'on_conflict parameter')
    if (RESERVED.has(key) || value === '') continue
    const word = lastWord(key)
    if (word === 'order') {
      result.order.push({ path: embedPath(key, 'tree path'), value: parseOrder(value) })
    } else if (word === 'limit') range(key).limit = nonNegative(key, value)
    else if (word === 'offset') range(key).offset = nonNegative(key, value)
    else if (word === 'and' || word === 'or') {
      const words = key.split('.')
      const negate = words.length > 1 && words[words.length - 2] === 'not'
      const path = embedPath(
        words
          .slice(0, negate ? -2 : -1)
          .concat('x')
          .join('.'),
        'logic path',
      )
      result.logic.push({ path, value: parseLogic(word, negate, value) })
    } else if (rpcRead && !key.includes('.') && !isFilterValue(value)) result.rpcArgs.set(key, value)
    else {
      const { path, field } = parseFilterKey(key)
      result.filters.push({ path, value: parseFilterValue(field, value) })
    }
  }
  result.ranges = [...ranges.values()].map(({ path, limit, offset }) => ({ path, value: { limit, offset } }))
  return result
}
