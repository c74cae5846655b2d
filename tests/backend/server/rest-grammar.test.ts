import { describe, expect, it } from 'vitest'
import { HttpError } from '../../../supabase/local/http-error.ts'
import { castName } from '../../../supabase/local/rest/cast.ts'
import {
  parseFilterKey,
  parseFilterValue,
  parseLogic,
  parseOrder,
} from '../../../supabase/local/rest/filter-grammar.ts'
import { fieldSql, filterSql, Params } from '../../../supabase/local/rest/filter-sql.ts'
import { negotiate } from '../../../supabase/local/rest/media.ts'
import { parsePrefer } from '../../../supabase/local/rest/prefer.ts'
import { parseQueryParams } from '../../../supabase/local/rest/query-params.ts'
import { parseSelect } from '../../../supabase/local/rest/select-grammar.ts'

// The URL grammar alone, no server: what each parameter parses to, and what it refuses (400
// PGRST100 naming the parameter) before anything reaches SQL.

const refused = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof HttpError ? { status: error.status, code: error.body.code } : error
  }
  return 'accepted'
}

const field = (name: string) => ({ name, path: [] })

describe('select', () => {
  it('reads fields with aliases, JSON paths, casts and aggregates', () => {
    expect(parseSelect('id, n:name::text, data->a->>b, total:qty.sum()::int, count()')).toEqual([
      {
        kind: 'field',
        field: field('id'),
        alias: undefined,
        cast: undefined,
        aggregate: undefined,
        aggregateCast: undefined,
      },
      {
        kind: 'field',
        field: field('name'),
        alias: 'n',
        cast: 'text',
        aggregate: undefined,
        aggregateCast: undefined,
      },
      {
        kind: 'field',
        field: {
          name: 'data',
          path: [
            { arrow: '->', key: 'a', index: false },
            { arrow: '->>', key: 'b', index: false },
          ],
        },
        alias: undefined,
        cast: undefined,
        aggregate: undefined,
        aggregateCast: undefined,
      },
      {
        kind: 'field',
        field: field('qty'),
        alias: 'total',
        cast: undefined,
        aggregate: 'sum',
        aggregateCast: 'int',
      },
      {
        kind: 'field',
        field: field('*'),
        alias: undefined,
        cast: undefined,
        aggregate: 'count',
        aggregateCast: undefined,
      },
    ])
  })

  it('reads embedded resources with hints, join types, aliases and spreads, nested', () => {
    const [users, spread] = parseSelect('owner:users!fk_owner!inner(id,messages(*)),...details!left(text)')
    expect(users).toMatchObject({
      kind: 'relation',
      name: 'users',
      alias: 'owner',
      hint: 'fk_owner',
      join: 'inner',
      spread: false,
      children: [
        { kind: 'field', field: field('id') },
        { kind: 'relation', name: 'messages' },
      ],
    })
    expect(spread).toMatchObject({ kind: 'relation', name: 'details', join: 'left', spread: true })
  })

  it('takes `count` as a column, quoted names verbatim, and an empty embed', () => {
    expect(parseSelect('messages(count),"a,b",users()')).toMatchObject([
      { kind: 'relation', children: [{ kind: 'field', field: field('count') }] },
      { kind: 'field', field: field('a,b') },
      { kind: 'relation', name: 'users', children: [] },
    ])
  })

  it('refuses broken syntax and casts that are not a type name', () => {
    for (const select of [
      'id::',
      'a(',
      'id.nope()',
      'x::text from pg_roles',
      'x::text;drop',
      '...x',
      'a)',
      'id::int[',
      '(*)',
    ]) {
      expect(
        refused(() => parseSelect(select)),
        select,
      ).toEqual({ status: 400, code: 'PGRST100' })
    }
  })

  it('admits the multi-word and modified type names of SQL, and only those', () => {
    for (const type of [
      'double precision',
      'character varying(10)',
      'timestamp with time zone',
      'int4[]',
      'numeric(10,2)',
    ]) {
      expect(castName(type)).toBe(type)
    }
    for (const type of ['text union select', 'int; select', 'text)', 'a b']) {
      expect(
        refused(() => castName(type)),
        type,
      ).toEqual({ status: 400, code: 'PGRST100' })
    }
  })
})

describe('filters', () => {
  it('reads every operator with not, quantifiers, languages and lists', () => {
    const op = (value: string) => parseFilterValue(field('c'), value)
    expect(op('like(all).{a*,*b}')).toMatchObject({
      operation: { op: 'like', quantifier: 'all', value: '{a*,*b}' },
    })
    expect(op('not.ilike(any).{x}')).toMatchObject({
      negate: true,
      operation: { op: 'ilike', quantifier: 'any' },
    })
    expect(op('fts(english).fat & cat')).toMatchObject({
      operation: { op: 'fts', language: 'english', value: 'fat & cat' },
    })
    expect(op('in.(a,"b,c",d)')).toMatchObject({ operation: { op: 'in', values: ['a', 'b,c', 'd'] } })
    expect(op('is.NOT_NULL')).toMatchObject({ operation: { op: 'is', value: 'not_null' } })
    expect(op('isdistinct.5')).toMatchObject({ operation: { op: 'isdistinct', value: '5' } })
    for (const name of ['sl', 'sr', 'nxl', 'nxr', 'adj', 'cs', 'cd', 'ov', 'neq']) {
      expect(op(`${name}.[1,2)`)).toMatchObject({ operation: { op: name, value: '[1,2)' } })
    }
  })

  it('refuses unknown operators, quantifiers and is-values', () => {
    for (const value of ['xx.1', 'eq', 'eq(some).1', 'is.maybe', 'in.(1', 'neq(any).1', 'in(any).(1)']) {
      expect(
        refused(() => parseFilterValue(field('c'), value)),
        value,
      ).toEqual({ status: 400, code: 'PGRST100' })
    }
  })

  it('reads keys with an embed path and a JSON path', () => {
    expect(parseFilterKey('messages.channels.data->>slug')).toEqual({
      path: ['messages', 'channels'],
      field: { name: 'data', path: [{ arrow: '->>', key: 'slug', index: false }] },
    })
  })

  it('reads nested logic trees with quoted values and array literals', () => {
    const tree = parseLogic('or', false, '(a.eq."x, y",not.and(b.cs.{1,2},c.is.null))')
    expect(tree).toMatchObject({
      operator: 'or',
      children: [
        { kind: 'filter', filter: { field: field('a'), operation: { op: 'eq', value: 'x, y' } } },
        {
          kind: 'tree',
          operator: 'and',
          negate: true,
          children: [
            { filter: { operation: { op: 'cs', value: '{1,2}' } } },
            { filter: { operation: { op: 'is', value: 'null' } } },
          ],
        },
      ],
    })
  })

  it('writes values and JSON keys as parameters, never into the SQL text', () => {
    const params = new Params()
    const sql = filterSql(
      '"t"',
      parseFilterValue(
        { name: 'data', path: [{ arrow: '->>', key: "a'); drop", index: false }] },
        "like.*'; --*",
      ),
      params,
    )
    expect(sql).toBe('to_jsonb("t"."data")->>$1 like $2')
    expect(params.values).toEqual(["a'); drop", "%'; --%"])
    expect(fieldSql('"t"', field('we"ird'), new Params())).toBe('"t"."we""ird"')
  })
})

describe('order, query string, Prefer and Accept', () => {
  it('reads order terms on columns, JSON paths and embedded to-one resources', () => {
    expect(parseOrder('a.desc.nullslast,data->x,users(name).asc')).toEqual([
      { relation: undefined, field: field('a'), direction: 'desc', nulls: 'last' },
      {
        relation: undefined,
        field: { name: 'data', path: [{ arrow: '->', key: 'x', index: false }] },
        direction: undefined,
        nulls: undefined,
      },
      { relation: 'users', field: field('name'), direction: 'asc', nulls: undefined },
    ])
    expect(refused(() => parseOrder('a.sideways'))).toEqual({ status: 400, code: 'PGRST100' })
  })

  it('sorts parameters into filters, logic, orders and ranges per embed path', () => {
    const query = parseQueryParams(
      new URLSearchParams(
        'select=*,messages(*)&messages.limit=2&messages.offset=1&messages.order=id&not.or=(a.eq.1)&messages.channel_id=eq.1',
      ),
    )
    expect(query.ranges).toEqual([{ path: ['messages'], value: { limit: 2, offset: 1 } }])
    expect(query.order).toMatchObject([{ path: ['messages'] }])
    expect(query.logic).toMatchObject([{ path: [], value: { operator: 'or', negate: true } }])
    expect(query.filters).toMatchObject([{ path: ['messages'], value: { field: field('channel_id') } }])
  })

  it('takes the parameters of a GET RPC that are not filters as arguments', () => {
    const query = parseQueryParams(new URLSearchParams('name_param=supabot&status=eq.ONLINE'), true)
    expect([...query.rpcArgs]).toEqual([['name_param', 'supabot']])
    expect(query.filters).toHaveLength(1)
  })

  it('refuses unknown preferences only with handling=strict', () => {
    expect(parsePrefer('count=planned, max-affected=2, handling=strict')).toMatchObject({
      count: 'planned',
      maxAffected: 2,
      strict: true,
    })
    expect(parsePrefer('wat=1').strict).toBe(false)
    expect(refused(() => parsePrefer('handling=strict, wat=1'))).toEqual({ status: 400, code: 'PGRST122' })
  })

  it('produces JSON, one object, CSV and plans when enabled; anything else is 406', () => {
    expect(negotiate('text/csv', false).kind).toBe('csv')
    expect(negotiate('application/vnd.pgrst.object+json;nulls=stripped', false)).toEqual({
      kind: 'object',
      stripNulls: true,
    })
    expect(negotiate('application/geo+json;q=1, application/json;q=0.5', false).kind).toBe('array')
    expect(negotiate('application/vnd.pgrst.plan+json; options=analyze|verbose', true)).toEqual({
      kind: 'plan',
      format: 'json',
      options: ['analyze', 'verbose'],
    })
    expect(refused(() => negotiate('application/vnd.pgrst.plan', false))).toEqual({
      status: 406,
      code: 'PGRST107',
    })
    expect(refused(() => negotiate('application/geo+json', false))).toEqual({ status: 406, code: 'PGRST107' })
  })
})
