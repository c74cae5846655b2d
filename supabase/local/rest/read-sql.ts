import { quoteIdent } from '../http-error.ts'
import type { SelectField } from './ast.ts'
import { fieldSql, filterSql, orderSql, type Params } from './filter-sql.ts'
import type { PlanLogic, PlanNode, ReadPlan, SpreadField } from './read-plan.ts'

// Renders a read plan as PostgREST does (QueryBuilder.readPlanToQuery): embedded resources are
// LEFT/INNER JOIN LATERAL subqueries named `<parent>_<embed>_<depth>`, to-many ones aggregated with
// json_agg, to-one ones turned into objects with row_to_json. The aliases match PostgREST's so that
// the database's own error messages (a column or table named twice) read the same.

const ident = quoteIdent

const withCast = (sql: string, type: string | undefined) =>
  type === undefined ? sql : `CAST(${sql} AS ${type})`

function withAggregate(sql: string, field: Pick<SelectField, 'aggregate' | 'aggregateCast'>, plan: ReadPlan) {
  if (field.aggregate === undefined) return sql
  return withCast(`${field.aggregate.toUpperCase()}(${sql})`, typeOf(plan, field.aggregateCast))
}

const typeOf = (plan: ReadPlan, cast: string | undefined) =>
  cast === undefined ? undefined : plan.types.get(cast)

const as = (alias: string | undefined) => (alias === undefined ? '' : ` AS ${ident(alias)}`)

/** Aggregates inside a to-one spread are computed by the parent, over the spread's rows. */
const hoists = (node: PlanNode) => node.spread === 'to-one'

function selectItem(node: PlanNode, field: SelectField, plan: ReadPlan, params: Params): string {
  const value = withCast(fieldSql(node.qualifier, field.field, params), typeOf(plan, field.cast))
  return `${hoists(node) ? value : withAggregate(value, field, plan)}${as(field.alias)}`
}

/** What a spread resource contributes to its parent's select list. */
export function spreadFields(node: PlanNode): SpreadField[] {
  const own = node.select.map((f) => ({
    name: f.alias ?? f.field.name,
    aggregate: node.spread === 'to-one' ? f.aggregate : undefined,
    aggregateCast: node.spread === 'to-one' ? f.aggregateCast : undefined,
    alias: node.spread === 'to-one' && f.aggregate !== undefined ? f.alias : undefined,
  }))
  const nested = node.children.flatMap((child): SpreadField[] => {
    if (child.spread) return spreadFields(child)
    if (isEmptyEmbed(child)) return []
    return [
      {
        name: child.relAlias ?? child.relName,
        aggregate: undefined,
        aggregateCast: undefined,
        alias: undefined,
      },
    ]
  })
  return [...own, ...nested]
}

const isEmptyEmbed = (node: PlanNode): boolean =>
  node.select.length === 0 && node.children.every(isEmptyEmbed)

function spreadItem(parent: PlanNode, child: PlanNode, field: SpreadField, plan: ReadPlan): string {
  const column =
    field.name === '*' ? `${ident(child.aggAlias)}.*` : `${ident(child.aggAlias)}.${ident(field.name)}`
  const value = hoists(parent) ? column : withAggregate(column, field, plan)
  return `${value}${hoists(parent) ? '' : as(field.alias)}`
}

function childSelects(node: PlanNode, plan: ReadPlan): string[] {
  return node.children.flatMap((child) => {
    const alias = ident(child.aggAlias)
    if (child.spread) return spreadFields(child).map((field) => spreadItem(node, child, field, plan))
    if (isEmptyEmbed(child)) return []
    const name = ident(child.relAlias ?? child.relName)
    return child.rel && isToOneRel(child)
      ? [`row_to_json(${alias}.*)::jsonb AS ${name}`]
      : [`COALESCE(${alias}.${alias}, '[]') AS ${name}`]
  })
}

const isToOneRel = (node: PlanNode) => node.rel?.cardinality === 'm2o' || node.rel?.cardinality === 'o2o'

function join(child: PlanNode, plan: ReadPlan, params: Params): string {
  const alias = ident(child.aggAlias)
  const kind = child.join === 'inner' ? 'INNER' : 'LEFT'
  const subquery = readSql(child, plan, params)
  if (isToOneRel(child)) return ` ${kind} JOIN LATERAL (${subquery}) AS ${alias} ON TRUE`
  const spreadColumns =
    child.spread === 'to-many'
      ? spreadFields(child).map(
          (field) =>
            `, COALESCE(json_agg(${alias}.${ident(field.name)}), '[]')::jsonb AS ${ident(field.name)}`,
        )
      : []
  const condition = child.join === 'inner' ? `${alias} IS NOT NULL` : 'TRUE'
  return ` ${kind} JOIN LATERAL (SELECT json_agg(${alias})::jsonb AS ${alias}${spreadColumns.join('')} FROM (${subquery}) AS ${alias}) AS ${alias} ON ${condition}`
}

export function logicSql(
  node: PlanNode,
  logic: PlanLogic,
  params: Params,
  exists?: (child: PlanNode) => string,
): string {
  if (logic.kind === 'null-embed') {
    if (exists) return `${logic.negate ? '' : 'NOT '}EXISTS (${exists(logic.child)})`
    return `${ident(logic.child.aggAlias)} IS ${logic.negate ? '' : 'NOT '}DISTINCT FROM NULL`
  }
  if (logic.kind === 'filter') return filterSql(node.qualifier, logic.filter, params)
  const joined = logic.children
    .map((child) => `(${logicSql(node, child, params, exists)})`)
    .join(logic.operator === 'and' ? ' AND ' : ' OR ')
  return `${logic.negate ? 'NOT ' : ''}(${joined})`
}

function groupBy(node: PlanNode, params: Params): string {
  if (hoists(node)) return ''
  const spreadAggregates = node.children.some(
    (c) => c.spread && spreadFields(c).some((f) => f.aggregate !== undefined),
  )
  if (!node.select.some((f) => f.aggregate !== undefined) && !spreadAggregates) return ''
  const terms = [
    ...node.select
      .filter((f) => f.aggregate === undefined)
      .map((f) => (f.alias !== undefined ? ident(f.alias) : fieldSql(node.qualifier, f.field, params))),
    ...node.children.flatMap((child) => {
      if (child.spread) {
        return spreadFields(child)
          .filter((f) => f.aggregate === undefined)
          .map((f) => `${ident(child.aggAlias)}.${ident(f.name)}`)
      }
      return isEmptyEmbed(child) ? [] : [ident(child.relAlias ?? child.relName)]
    }),
  ]
  return terms.length === 0 ? '' : ` GROUP BY ${terms.join(', ')}`
}

/** The SELECT of one node with its embedded resources joined in. */
export function readSql(node: PlanNode, plan: ReadPlan, params: Params): string {
  const own =
    node.select.length === 0 && node.children.length === 0
      ? [`${node.qualifier}.*`]
      : node.select.map((f) => selectItem(node, f, plan, params))
  const selects = [...own, ...childSelects(node, plan)]
  const joins = node.children.map((child) => join(child, plan, params)).join('')
  const conditions = [...node.where.map((l) => logicSql(node, l, params)), ...node.joinConditions]
  const where = conditions.length === 0 ? '' : ` WHERE ${conditions.map((c) => `(${c})`).join(' AND ')}`
  const order = orderSql(
    node.order,
    (term) => {
      const child = node.children.find((c) => (c.relAlias ?? c.relName) === term.relation)
      return child ? ident(child.aggAlias) : node.qualifier
    },
    params,
  )
  const { limit, offset } = node.range
  const range =
    limit === undefined && offset === 0
      ? ''
      : ` LIMIT ${limit === undefined ? 'ALL' : limit} OFFSET ${offset}`
  return `SELECT ${selects.length === 0 ? 'NULL' : selects.join(', ')} FROM ${node.from}${joins}${where}${groupBy(node, params)}${order}${range}`
}

/**
 * The rows a count covers: the root's filters, with inner-joined and null-filtered embeds as
 * EXISTS, never their LIMIT (PostgREST's readPlanToCountQuery).
 */
export function countSql(node: PlanNode, params: Params): string {
  const exists = (child: PlanNode) => countSql(child, params)
  const conditions = [
    ...node.where.map((l) => logicSql(node, l, params, exists)),
    ...node.joinConditions,
    ...node.children.filter((c) => c.join === 'inner').map((c) => `EXISTS (${countSql(c, params)})`),
  ]
  return `SELECT 1 FROM ${node.from}${conditions.length === 0 ? '' : ` WHERE ${conditions.map((c) => `(${c})`).join(' AND ')}`}`
}
