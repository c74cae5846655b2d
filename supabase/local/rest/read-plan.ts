import type { Tx } from '../db.ts'
import { quoteIdent, restError } from '../http-error.ts'
import type { Filter, LogicTree, OrderTerm, Range, SelectField, SelectItem } from './ast.ts'
import { resolveTypes } from './cast.ts'
import { columnsOf, isToOne, type QualifiedName, type Relationship, sqlName } from './catalog.ts'
import { findRelationship } from './find-relationship.ts'
import type { AtPath, QueryParams } from './query-params.ts'
import type { SchemaCache } from './schema-cache.ts'

/** A filter of the parent on an embedded resource: `clients?select=*,projects(*)&projects=is.null`. */
export interface NullEmbedFilter {
  kind: 'null-embed'
  negate: boolean
  child: PlanNode
}
export type PlanLogic = LogicTree | NullEmbedFilter

/** A field of a spread resource as its parent selects it, with an aggregate hoisted from below. */
export interface SpreadField {
  name: string
  aggregate: SelectField['aggregate']
  aggregateCast: string | undefined
  alias: string | undefined
}

/** One node of PostgREST's read plan: the root table or an embedded resource. */
export interface PlanNode {
  table: QualifiedName
  /** The SQL that names this node's rows in its own query (`"public"."users"`, `"messages_1"`). */
  qualifier: string
  /** The FROM item (`"public"."messages" AS "messages_1"`, `pgrst_source AS "messages"`). */
  from: string
  relName: string
  relAlias: string | undefined
  hint: string | undefined
  join: 'inner' | 'left' | undefined
  spread: 'to-one' | 'to-many' | undefined
  depth: number
  rel: Relationship | undefined
  /** The lateral subquery's alias in the parent, and the name of its json column. */
  aggAlias: string
  select: SelectField[]
  children: PlanNode[]
  where: PlanLogic[]
  joinConditions: string[]
  order: OrderTerm[]
  range: Range
}

const ident = quoteIdent

interface Source {
  /** Read from the table itself, or from the `pgrst_source` CTE (mutations, RPC) named like it. */
  table: QualifiedName
  fromCte: boolean
}

function initNode(items: SelectItem[], table: QualifiedName, depth: number): PlanNode {
  const node: PlanNode = {
    table,
    qualifier: sqlName(table),
    from: sqlName(table),
    relName: table.name,
    relAlias: undefined,
    hint: undefined,
    join: undefined,
    spread: undefined,
    depth,
    rel: undefined,
    aggAlias: '',
    select: [],
    children: [],
    where: [],
    joinConditions: [],
    order: [],
    range: { limit: undefined, offset: 0 },
  }
  for (const item of items) {
    if (item.kind === 'field') node.select.push(item)
    else {
      const child = initNode(item.children, { schema: table.schema, name: item.name }, depth + 1)
      child.relAlias = item.alias
      child.hint = item.hint
      child.join = item.join
      child.spread = item.spread ? 'to-one' : undefined
      node.children.push(child)
    }
  }
  return node
}

/** The node an embed path (`messages.channels`) names, or 400 PGRST108. */
function nodeAt(root: PlanNode, path: string[]): PlanNode {
  let node = root
  for (const name of path) {
    const child = node.children.find((c) => c.relName === name || c.relAlias === name)
    if (!child) {
      throw restError(400, 'PGRST108', `'${name}' is not an embedded resource in this request`)
    }
    node = child
  }
  return node
}

function applyAtPaths<T>(root: PlanNode, items: AtPath<T>[], apply: (node: PlanNode, value: T) => void) {
  for (const { path, value } of items) apply(nodeAt(root, path), value)
}

function link(node: PlanNode, parent: PlanNode, all: Relationship[], origin: string): void {
  const rel = findRelationship(all, parent.table.schema, origin, node.relName, node.hint)
  node.rel = rel
  node.table = rel.foreignTable
  node.aggAlias = `${rel.table.name}_${node.relAlias ?? node.relName}_${node.depth}`
  if (node.spread && !isToOne(rel)) node.spread = 'to-many'
  if (rel.junction) {
    const junction = sqlName(rel.junction.table)
    node.qualifier = sqlName(rel.foreignTable)
    node.from = `${node.qualifier}, ${junction}`
    node.joinConditions = [
      ...rel.junction.targetColumns.map(
        ([target, j]) => `${junction}.${ident(j)} = ${node.qualifier}.${ident(target)}`,
      ),
      ...rel.junction.sourceColumns.map(
        ([source, j]) => `${junction}.${ident(j)} = ${parent.qualifier}.${ident(source)}`,
      ),
    ]
  } else {
    const alias = `${rel.foreignTable.name}_${node.depth}`
    node.qualifier = ident(alias)
    node.from = `${sqlName(rel.foreignTable)} AS ${ident(alias)}`
    node.joinConditions = rel.columns.map(
      ([column, foreign]) => `${node.qualifier}.${ident(foreign)} = ${parent.qualifier}.${ident(column)}`,
    )
  }
  for (const child of node.children) link(child, node, all, node.table.name)
}

/** `projects=is.null` on an embedded `projects` filters the parent on whether a row was embedded. */
function nullEmbedFilters(node: PlanNode): void {
  const rewrite = (logic: PlanLogic): PlanLogic => {
    if (logic.kind === 'null-embed') return logic
    if (logic.kind === 'tree') return { ...logic, children: logic.children.map(rewrite) as LogicTree[] }
    const { field, operation, negate } = logic.filter
    const child = node.children.find((c) => (c.relAlias ?? c.relName) === field.name)
    if (!child || field.path.length > 0 || operation.op !== 'is') return logic
    if (operation.value === 'null') return { kind: 'null-embed', negate, child }
    if (operation.value === 'not_null') return { kind: 'null-embed', negate: !negate, child }
    return logic
  }
  node.where = node.where.map(rewrite)
  for (const child of node.children) nullEmbedFilters(child)
}

function relatedOrders(node: PlanNode): void {
  for (const term of node.order) {
    if (term.relation === undefined) continue
    const child = node.children.find((c) => (c.relAlias ?? c.relName) === term.relation)
    if (!child) {
      throw restError(400, 'PGRST108', `'${term.relation}' is not an embedded resource in this request`)
    }
    if (!child.rel || !isToOne(child.rel)) {
      throw restError(
        400,
        'PGRST118',
        `A related order on '${term.relation}' is not possible`,
        `'${node.table.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      )
    }
  }
  for (const child of node.children) relatedOrders(child)
}

/**
 * Aggregates in a to-many spread have no sensible group: PostgREST refuses them too. PostgREST 12
 * refuses every to-many spread.
 */
function checkSpreads(node: PlanNode, parent: string, version: 12 | 13): void {
  if (version === 12 && node.spread === 'to-many') {
    throw restError(
      400,
      'PGRST119',
      `A spread operation on '${node.relName}' is not possible`,
      `'${parent}' and '${node.relName}' do not form a many-to-one or one-to-one relationship`,
    )
  }
  if (node.spread === 'to-many' && node.select.some((f) => f.aggregate !== undefined)) {
    throw restError(
      400,
      'PGRST127',
      'Feature not implemented',
      'Aggregates are not implemented for one-to-many or many-to-many spreads.',
    )
  }
  for (const child of node.children) checkSpreads(child, node.relName, version)
}

const hasAggregate = (node: PlanNode): boolean =>
  node.select.some((f) => f.aggregate !== undefined) ||
  node.children.some((c) => c.spread === 'to-one' && hasAggregate(c))

/** `*` next to an aggregate must become the column list, so that it can be grouped by. */
async function expandStars(tx: Tx, node: PlanNode, inherited: boolean): Promise<void> {
  const aggregated = inherited || hasAggregate(node) || node.spread === 'to-many'
  if (aggregated && node.select.some((f) => f.field.name === '*' && f.aggregate === undefined)) {
    const columns = await columnsOf(tx, node.table)
    node.select = node.select.flatMap((f) =>
      f.field.name === '*' && f.aggregate === undefined
        ? columns.map((c) => ({ ...f, field: { name: c.name, path: [] } }))
        : [f],
    )
  }
  for (const child of node.children) await expandStars(tx, child, aggregated)
}

/** PostgREST's automatic aliases: the last JSON key, and the aggregate's name inside a spread. */
function addAliases(node: PlanNode): void {
  node.select = node.select.map((f) => {
    if (f.alias !== undefined) return f
    if (f.aggregate !== undefined) return node.spread ? { ...f, alias: f.aggregate } : f
    const keys = f.field.path.filter((step) => !step.index)
    const last = f.field.path[f.field.path.length - 1]
    if (last === undefined) return f
    return { ...f, alias: last.index ? (keys[keys.length - 1]?.key ?? f.field.name) : last.key }
  })
  for (const child of node.children) addAliases(child)
}

function limitRanges(node: PlanNode, maxRows: number | null): void {
  if (maxRows !== null) {
    node.range = { ...node.range, limit: Math.min(node.range.limit ?? maxRows, maxRows) }
  }
  for (const child of node.children) limitRanges(child, maxRows)
}

export interface ReadPlan {
  root: PlanNode
  /** Type names of every cast, as the catalog spells them. */
  types: Map<string, string>
}

function castsOf(node: PlanNode): string[] {
  return [
    ...node.select.flatMap((f) => [f.cast, f.aggregateCast].filter((c): c is string => c !== undefined)),
    ...node.children.flatMap(castsOf),
  ]
}

/**
 * Builds the read plan of a request: the select tree with its relationships resolved, and the
 * filters, logic trees, orders and ranges of the query string placed on their nodes. With
 * `rootFilters` false (writes), the root's filters and range belong to the write, not to the read.
 */
export async function buildReadPlan(
  tx: Tx,
  source: Source,
  query: QueryParams,
  options: {
    rootFilters: boolean
    maxRows: number | null
    schemaCache: SchemaCache
    postgrestVersion: 12 | 13
  },
): Promise<ReadPlan> {
  const root = initNode(query.select, source.table, 0)
  if (source.fromCte) {
    root.qualifier = ident(source.table.name)
    root.from = `pgrst_source AS ${ident(source.table.name)}`
  }
  const filters: AtPath<Filter>[] = options.rootFilters
    ? query.filters
    : query.filters.filter((f) => f.path.length > 0)
  const logic = options.rootFilters ? query.logic : query.logic.filter((l) => l.path.length > 0)
  applyAtPaths(root, filters, (node, filter) => node.where.push({ kind: 'filter', filter }))
  applyAtPaths(root, logic, (node, tree) => node.where.push(tree))
  applyAtPaths(root, query.order, (node, terms) => {
    node.order = terms
  })
  if (options.rootFilters || source.fromCte) {
    applyAtPaths(
      root,
      query.ranges.filter((r) => options.rootFilters || r.path.length > 0),
      (node, range) => {
        node.range = range
      },
    )
  }
  if (root.children.length > 0) {
    const all = await options.schemaCache.relationships(tx, source.table.schema)
    for (const child of root.children) link(child, root, all, source.table.name)
  }
  nullEmbedFilters(root)
  relatedOrders(root)
  checkSpreads(root, source.table.name, options.postgrestVersion)
  await expandStars(tx, root, false)
  addAliases(root)
  if (options.rootFilters) limitRanges(root, options.maxRows)
  return { root, types: await resolveTypes(tx, castsOf(root)) }
}
