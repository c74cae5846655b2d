import { AGGREGATES, type Aggregate, type SelectField, type SelectItem, type SelectRelation } from './ast.ts'
import { castName } from './cast.ts'
import { Cursor } from './cursor.ts'

const STAR: SelectField = {
  kind: 'field',
  field: { name: '*', path: [] },
  alias: undefined,
  cast: undefined,
  aggregate: undefined,
  aggregateCast: undefined,
}

/**
 * The `select` parameter as PostgREST reads it: fields (`alias:col->json::type.agg()::type`,
 * `count()`, `*`), embedded resources (`alias:name!hint!inner(…)`) and spreads (`...name(…)`).
 */
export function parseSelect(raw: string | null | undefined): SelectItem[] {
  if (raw === null || raw === undefined || raw.trim() === '') return [STAR]
  const cursor = new Cursor(raw, 'select parameter')
  const items = forest(cursor)
  if (!cursor.done) cursor.fail('expecting "," or end of input')
  return items
}

function forest(cursor: Cursor): SelectItem[] {
  const items: SelectItem[] = []
  cursor.skipSpaces()
  if (cursor.done || cursor.peek() === ')') return items
  for (;;) {
    items.push(item(cursor))
    cursor.skipSpaces()
    if (!cursor.eat(',')) return items
    cursor.skipSpaces()
  }
}

function item(cursor: Cursor): SelectItem {
  return relation(cursor) ?? field(cursor)
}

function relation(cursor: Cursor): SelectRelation | undefined {
  const start = cursor.pos
  const spread = cursor.eat('...')
  const alias = spread ? undefined : aliasPrefix(cursor)
  const name = cursor.tryFieldName()
  if (name === undefined || (name === 'count' && !spread)) {
    cursor.pos = start
    return undefined
  }
  let hint: string | undefined
  let join: 'inner' | 'left' | undefined
  for (let i = 0; i < 2 && cursor.eat('!'); i++) {
    if (cursor.startsWith('inner') && !/[\p{L}\p{N}_$]/u.test(cursor.text[cursor.pos + 5] ?? '')) {
      cursor.pos += 5
      join = 'inner'
    } else if (cursor.startsWith('left') && !/[\p{L}\p{N}_$]/u.test(cursor.text[cursor.pos + 4] ?? '')) {
      cursor.pos += 4
      join = 'left'
    } else hint = cursor.fieldName()
  }
  if (!cursor.eat('(')) {
    if (spread) cursor.fail('expecting "(" after a spread resource')
    cursor.pos = start
    return undefined
  }
  const children = forest(cursor)
  cursor.expect(')')
  return { kind: 'relation', name, alias, hint, join, spread, children }
}

/** `alias:` (a single colon: `::` starts a cast). */
function aliasPrefix(cursor: Cursor): string | undefined {
  const start = cursor.pos
  const name = cursor.tryFieldName()
  if (name !== undefined && cursor.peek() === ':' && cursor.peek(2) !== '::') {
    cursor.pos++
    return name
  }
  cursor.pos = start
  return undefined
}

function field(cursor: Cursor): SelectField {
  cursor.skipSpaces()
  if (cursor.eat('*')) return { ...STAR }
  const alias = aliasPrefix(cursor)
  if (cursor.startsWith('count()')) {
    cursor.pos += 'count()'.length
    const aggregateCast = cursor.eat('::') ? castName(cursor.castText()) : undefined
    return { ...STAR, alias, aggregate: 'count', aggregateCast }
  }
  const target = cursor.field()
  const cast = cursor.eat('::') ? castName(cursor.castText()) : undefined
  let aggregate: Aggregate | undefined
  if (cursor.peek() === '.') {
    const match = /^\.(count|sum|avg|max|min)\(\)/.exec(cursor.text.slice(cursor.pos))
    if (!match) cursor.fail(`expecting an aggregate (${AGGREGATES.join(', ')})`)
    aggregate = match[1] as Aggregate
    cursor.pos += match[0].length
  }
  const aggregateCast = aggregate !== undefined && cursor.eat('::') ? castName(cursor.castText()) : undefined
  cursor.skipSpaces()
  if (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') {
    cursor.fail('expecting "->", "::", ".", "," or end of input')
  }
  return { kind: 'field', field: target, alias, cast, aggregate, aggregateCast }
}
