import {
  type Filter,
  FTS_OPERATORS,
  IS_VALUES,
  type LogicTree,
  type Operation,
  type OrderTerm,
  QUANT_OPERATORS,
  SIMPLE_OPERATORS,
} from './ast.ts'
import { Cursor, parseError } from './cursor.ts'

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

const OPERATOR = /^(not\.)?([a-z]+)(?:\(([A-Za-z0-9_ $]+)\))?\./

/**
 * `[not.]op[(any|all)|(language)].value` — the value is taken whole (`value` reads it); within
 * `or=(…)` the caller passes a reader that stops at `,`/`)` and unquotes.
 */
function operation(
  cursor: Cursor,
  value: (cursor: Cursor) => string,
): { negate: boolean; operation: Operation } {
  const match = OPERATOR.exec(cursor.text.slice(cursor.pos))
  if (!match) cursor.fail('expecting operator (eq, gt, ...)')
  const [whole, not, op = '', modifier] = match
  const negate = not !== undefined
  cursor.pos += whole.length
  if (op === 'in' && modifier === undefined) return { negate, operation: { op, values: list(cursor) } }
  if (op === 'is' && modifier === undefined) {
    const text = value(cursor).toLowerCase()
    if (!includes(IS_VALUES, text)) cursor.fail('expecting isVal: (null, not_null, true, false, unknown)')
    return { negate, operation: { op, value: text } }
  }
  if (op === 'isdistinct' && modifier === undefined)
    return { negate, operation: { op, value: value(cursor) } }
  if (includes(FTS_OPERATORS, op))
    return { negate, operation: { op, language: modifier, value: value(cursor) } }
  if (includes(SIMPLE_OPERATORS, op) && modifier === undefined) {
    return { negate, operation: { op, value: value(cursor) } }
  }
  if (includes(QUANT_OPERATORS, op) && (modifier === undefined || modifier === 'any' || modifier === 'all')) {
    return { negate, operation: { op, quantifier: modifier, value: value(cursor) } }
  }
  throw parseError('filter', cursor.text, `unknown operator "${op}${modifier ? `(${modifier})` : ''}"`)
}

const rest = (cursor: Cursor): string => {
  const text = cursor.text.slice(cursor.pos)
  cursor.pos = cursor.text.length
  return text
}

/** `(a,"b,c",d)`: quoted items are unquoted; unquoted items run to the next `,` or `)`. */
function list(cursor: Cursor): string[] {
  cursor.skipSpaces()
  cursor.expect('(')
  const items: string[] = []
  for (;;) {
    items.push(listItem(cursor))
    if (!cursor.eat(',')) break
  }
  cursor.expect(')')
  cursor.skipSpaces()
  return items
}

function listItem(cursor: Cursor): string {
  if (cursor.peek() === '"') {
    const start = cursor.pos
    const value = cursor.quoted()
    if (cursor.done || cursor.peek() === ',' || cursor.peek() === ')') return value
    cursor.pos = start
  }
  const start = cursor.pos
  while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos++
  return cursor.text.slice(start, cursor.pos)
}

/** A value inside a logic tree: quoted, a `{…}` array literal, or text up to `,` / `)`. */
function logicValue(cursor: Cursor): string {
  if (cursor.peek() === '{') {
    const close = cursor.text.indexOf('}', cursor.pos)
    if (close > 0) {
      const value = cursor.text.slice(cursor.pos, close + 1)
      cursor.pos = close + 1
      return value
    }
  }
  return listItem(cursor)
}

/** The value of a filter parameter: `eq.1`, `not.in.(1,2)`, `fts(english).cat`. */
export function parseFilterValue(field: Filter['field'], raw: string): Filter {
  const cursor = new Cursor(raw, 'filter')
  const { negate, operation: op } = operation(cursor, rest)
  if (!cursor.done) cursor.fail('expecting end of input')
  return { field, negate, operation: op }
}

/** A filter parameter's key: `col`, `col->json`, `embedded.col`. */
export function parseFilterKey(raw: string): { path: string[]; field: Filter['field'] } {
  const cursor = new Cursor(raw, 'tree path')
  const names = [cursor.fieldName()]
  while (cursor.eat('.')) names.push(cursor.fieldName())
  const path = cursor.jsonPath()
  if (!cursor.done) cursor.fail('expecting "." or "->"')
  return { path: names.slice(0, -1), field: { name: names[names.length - 1] as string, path } }
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`, given the operator from the key. */
export function parseLogic(operator: 'and' | 'or', negate: boolean, raw: string): LogicTree {
  const cursor = new Cursor(raw, 'logic tree')
  const children = logicChildren(cursor)
  if (!cursor.done) cursor.fail('expecting end of input')
  return { kind: 'tree', operator, negate, children }
}

function logicChildren(cursor: Cursor): LogicTree[] {
  cursor.skipSpaces()
  cursor.expect('(')
  const children: LogicTree[] = []
  for (;;) {
    cursor.skipSpaces()
    children.push(logicNode(cursor))
    cursor.skipSpaces()
    if (!cursor.eat(',')) break
  }
  cursor.expect(')')
  cursor.skipSpaces()
  return children
}

function logicNode(cursor: Cursor): LogicTree {
  const nested = /^(not\.)?(and|or)\(/.exec(cursor.text.slice(cursor.pos))
  if (nested) {
    cursor.pos += nested[0].length - 1
    const children = logicChildren(cursor)
    return { kind: 'tree', operator: nested[2] as 'and' | 'or', negate: nested[1] !== undefined, children }
  }
  const field = cursor.field()
  cursor.expect('.')
  const { negate, operation: op } = operation(cursor, logicValue)
  return { kind: 'filter', filter: { field, negate, operation: op } }
}

/** `order=a.desc.nullslast,embedded(b).asc` */
export function parseOrder(raw: string): OrderTerm[] {
  const cursor = new Cursor(raw, 'order')
  const terms: OrderTerm[] = []
  for (;;) {
    cursor.skipSpaces()
    const start = cursor.pos
    let relation: string | undefined
    const name = cursor.fieldName()
    if (cursor.eat('(')) {
      relation = name
    } else cursor.pos = start
    const field = cursor.field()
    if (relation !== undefined) cursor.expect(')')
    const direction = cursor.eat('.asc') ? 'asc' : cursor.eat('.desc') ? 'desc' : undefined
    const nulls = cursor.eat('.nullsfirst') ? 'first' : cursor.eat('.nullslast') ? 'last' : undefined
    cursor.skipSpaces()
    terms.push({ relation, field, direction, nulls })
    if (cursor.done) return terms
    if (!cursor.eat(','))
      cursor.fail('expecting "asc", "desc", "nullsfirst", "nullslast", "," or end of input')
  }
}

/** `columns=a,b` and `on_conflict=a,b`: field names separated by commas. */
export function parseColumnList(raw: string, what: string): string[] {
  const cursor = new Cursor(raw, what)
  const names: string[] = []
  for (;;) {
    cursor.skipSpaces()
    names.push(cursor.fieldName())
    cursor.skipSpaces()
    if (cursor.done) return names
    if (!cursor.eat(',')) cursor.fail('expecting "," or end of input')
  }
}
