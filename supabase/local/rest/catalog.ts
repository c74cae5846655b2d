import type { Tx } from '../db.ts'
import { quoteIdent, restError } from '../http-error.ts'

// What PostgREST keeps in its schema cache, read from pg_catalog inside the request's transaction
// (so it is always current, and never more than the caller's role may see of names).

export interface QualifiedName {
  schema: string
  name: string
}

export const sqlName = (qi: QualifiedName) => `${quoteIdent(qi.schema)}.${quoteIdent(qi.name)}`

export interface Junction {
  table: QualifiedName
  constraint1: string
  constraint2: string
  /** (origin column, junction column) */
  sourceColumns: [string, string][]
  /** (target column, junction column) */
  targetColumns: [string, string][]
}

export interface Relationship {
  table: QualifiedName
  foreignTable: QualifiedName
  isSelf: boolean
  cardinality: 'm2o' | 'o2m' | 'o2o' | 'm2m'
  constraint: string
  /** (column of table, column of foreign table); empty for many-to-many. */
  columns: [string, string][]
  junction: Junction | undefined
  /** Views take part through the base columns they show, but are never found by constraint or column name. */
  foreignIsView: boolean
}

export const isToOne = (rel: Relationship) => rel.cardinality === 'm2o' || rel.cardinality === 'o2o'

/** A table, view or materialized view of an exposed schema, or 404 PGRST205 as PostgREST answers. */
export async function findRelation(
  tx: Tx,
  schema: string,
  name: string,
  version: 12 | 13,
): Promise<QualifiedName> {
  const found = await tx.query(
    `select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1::text and c.relname = $2::text and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [schema, name],
  )
  if (found.length === 0) {
    if (version === 12) throw restError(404, '42P01', `relation "${schema}.${name}" does not exist`)
    throw restError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`)
  }
  return { schema, name }
}

export async function primaryKey(tx: Tx, table: QualifiedName): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(
    `select a.attname::text as name from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::text::regclass and i.indisprimary order by a.attnum`,
    [sqlName(table)],
  )
  return rows.map((row) => row.name)
}

export interface Column {
  name: string
  /** The default as SQL the catalog wrote (identity columns: their sequence's nextval). */
  default: string | null
}

export async function columnsOf(tx: Tx, table: QualifiedName): Promise<Column[]> {
  return tx.query<Column>(
    `select a.attname::text as name,
            case when a.attidentity = 'd'
                   then format('nextval(%L)', pg_get_serial_sequence($1::text, a.attname))
                 when a.attgenerated = 's' then null
                 else pg_get_expr(d.adbin, d.adrelid) end as default
       from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = $1::text::regclass and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [sqlName(table)],
  )
}

interface ForeignKeyRow {
  table_schema: string
  table_name: string
  foreign_schema: string
  foreign_name: string
  constraint_name: string
  columns: string
  one_to_one: boolean
  table_pk: string[] | null
}

/**
 * Every relationship of `schema` as PostgREST derives them from foreign keys: many-to-one (one-to-one
 * when the key columns are unique), their inverses, and many-to-many through a table whose primary
 * key holds both foreign keys' columns.
 */
export async function relationships(tx: Tx, schema: string): Promise<Relationship[]> {
  const rows = await tx.query<ForeignKeyRow>(
    `with uniques as (
       select conrelid, array_agg(key order by key) as cols
         from pg_constraint, unnest(conkey) as _(key)
        where contype in ('p', 'u') group by oid, conrelid)
     select ns1.nspname::text as table_schema, tab.relname::text as table_name,
            ns2.nspname::text as foreign_schema, other.relname::text as foreign_name,
            con.conname::text as constraint_name,
            (select json_agg(json_build_array(a.attname, r.attname) order by ord)
               from unnest(con.conkey, con.confkey) with ordinality as _(col, ref, ord)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = col
               join pg_attribute r on r.attrelid = con.confrelid and r.attnum = ref)::text as columns,
            coalesce((select array_agg(k order by k) from unnest(con.conkey) k)
              in (select cols from uniques u where u.conrelid = con.conrelid), false) as one_to_one,
            (select array_agg(a.attname::text) from pg_constraint pk
               join pg_attribute a on a.attrelid = pk.conrelid and a.attnum = any(pk.conkey)
              where pk.conrelid = con.conrelid and pk.contype = 'p') as table_pk
       from pg_constraint con
       join pg_class tab on tab.oid = con.conrelid join pg_namespace ns1 on ns1.oid = tab.relnamespace
       join pg_class other on other.oid = con.confrelid join pg_namespace ns2 on ns2.oid = other.relnamespace
      where con.contype = 'f' and con.conparentid = 0 and (ns1.nspname = $1::text or ns2.nspname = $1::text)
      order by con.conrelid, con.conname`,
    [schema],
  )
  const direct: Relationship[] = rows.map((row) => ({
    table: { schema: row.table_schema, name: row.table_name },
    foreignTable: { schema: row.foreign_schema, name: row.foreign_name },
    isSelf: row.table_schema === row.foreign_schema && row.table_name === row.foreign_name,
    cardinality: row.one_to_one ? 'o2o' : 'm2o',
    constraint: row.constraint_name,
    columns: JSON.parse(row.columns) as [string, string][],
    junction: undefined,
    foreignIsView: false,
  }))
  const shown = await viewColumns(tx, schema)
  const views = new Set(shown.map((c) => `${c.view_schema}.${c.view_name}`))
  const withViews = [...direct, ...throughViews(direct, shown)]
  const inverse = withViews.map(
    (rel): Relationship => ({
      ...rel,
      table: rel.foreignTable,
      foreignTable: rel.table,
      foreignIsView: views.has(`${rel.table.schema}.${rel.table.name}`),
      cardinality: rel.cardinality === 'o2o' ? 'o2o' : 'o2m',
      columns: rel.columns.map(([a, b]) => [b, a]),
    }),
  )
  return [...withViews, ...inverse, ...manyToMany(direct, rows)]
}

const sameTable = (a: QualifiedName, b: QualifiedName) => a.schema === b.schema && a.name === b.name

function manyToMany(direct: Relationship[], rows: ForeignKeyRow[]): Relationship[] {
  const result: Relationship[] = []
  direct.forEach((first, i) => {
    direct.forEach((second, j) => {
      if (i === j || first.cardinality !== 'm2o' || second.cardinality !== 'm2o') return
      if (!sameTable(first.table, second.table)) return
      const pk = new Set(rows[i]?.table_pk ?? [])
      const keyColumns = [...first.columns, ...second.columns].map(([column]) => column)
      if (pk.size === 0 || !keyColumns.every((column) => pk.has(column))) return
      result.push({
        table: first.foreignTable,
        foreignTable: second.foreignTable,
        isSelf: sameTable(first.foreignTable, second.foreignTable),
        cardinality: 'm2m',
        constraint: '',
        columns: [],
        foreignIsView: false,
        junction: {
          table: first.table,
          constraint1: first.constraint,
          constraint2: second.constraint,
          sourceColumns: first.columns.map(([junction, origin]) => [origin, junction]),
          targetColumns: second.columns.map(([junction, target]) => [target, junction]),
        },
      })
    })
  })
  return result
}

interface ViewColumn {
  view_schema: string
  view_name: string
  table_schema: string
  table_name: string
  column_name: string
}

/** Columns a view shows unchanged from a base table (same name, a dependency of its rewrite rule). */
async function viewColumns(tx: Tx, schema: string): Promise<ViewColumn[]> {
  return tx.query<ViewColumn>(
    `select distinct vn.nspname::text as view_schema, v.relname::text as view_name,
            tn.nspname::text as table_schema, t.relname::text as table_name, a.attname::text as column_name
       from pg_class v join pg_namespace vn on vn.oid = v.relnamespace
       join pg_rewrite r on r.ev_class = v.oid
       join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass
                       and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0
       join pg_class t on t.oid = d.refobjid and t.oid <> v.oid
       join pg_namespace tn on tn.oid = t.relnamespace
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where v.relkind in ('v', 'm') and vn.nspname = $1::text
        and exists (select 1 from pg_attribute va where va.attrelid = v.oid and va.attname = a.attname)`,
    [schema],
  )
}

/** A foreign key's relationship repeated for every view that shows all of its columns on one side. */
function throughViews(direct: Relationship[], columns: ViewColumn[]): Relationship[] {
  const viewsOf = (table: QualifiedName, needed: string[]) => {
    const byView = new Map<string, { view: QualifiedName; shown: Set<string> }>()
    for (const c of columns) {
      if (c.table_schema !== table.schema || c.table_name !== table.name) continue
      const key = `${c.view_schema}.${c.view_name}`
      const entry = byView.get(key) ?? {
        view: { schema: c.view_schema, name: c.view_name },
        shown: new Set(),
      }
      entry.shown.add(c.column_name)
      byView.set(key, entry)
    }
    return [...byView.values()].filter((v) => needed.every((n) => v.shown.has(n))).map((v) => v.view)
  }
  return direct.flatMap((rel) => {
    const sources = [
      rel.table,
      ...viewsOf(
        rel.table,
        rel.columns.map(([a]) => a),
      ),
    ]
    const targets = [
      rel.foreignTable,
      ...viewsOf(
        rel.foreignTable,
        rel.columns.map(([, b]) => b),
      ),
    ]
    const pairs = sources.flatMap((table, i) =>
      targets.map((foreignTable, j) => ({ table, foreignTable, i, j })),
    )
    return pairs
      .filter(({ i, j }) => i > 0 || j > 0)
      .map(({ table, foreignTable, j }) => ({
        ...rel,
        table,
        foreignTable,
        isSelf: sameTable(table, foreignTable),
        foreignIsView: j > 0,
      }))
  })
}
