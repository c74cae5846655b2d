import type { Tx } from '../db.ts'
import { type Relationship, relationships } from './catalog.ts'

// Reading every foreign key and view dependency is the dearest query of an embedding request (on
// PGlite several times the request itself). PostgREST keeps them in a schema cache reloaded on DDL;
// PGlite runs single-user, where event triggers never fire, so instead each request compares a
// fingerprint of the catalogs the relationships come from. Any insert, update or delete of a
// catalog row changes its table's row count or the sum of its rows' xmin, so the cache can never
// answer for a catalog that changed, including within the request's own uncommitted transaction.
const CATALOGS = ['pg_namespace', 'pg_class', 'pg_attribute', 'pg_constraint', 'pg_rewrite'] as const

const FINGERPRINT_SQL = `select concat_ws(' ', ${CATALOGS.map(
  (catalog) => `(select count(*) || ':' || coalesce(sum(xmin::text::int8), 0) from pg_catalog.${catalog})`,
).join(', ')}) as fingerprint`

/** One per server: the relationships of each exposed schema, as of the catalog's fingerprint. */
export class SchemaCache {
  private readonly bySchema = new Map<string, { fingerprint: string; relationships: Relationship[] }>()

  async relationships(tx: Tx, schema: string): Promise<Relationship[]> {
    const [row] = await tx.query<{ fingerprint: string }>(FINGERPRINT_SQL)
    const fingerprint = row?.fingerprint ?? ''
    const cached = this.bySchema.get(schema)
    if (cached?.fingerprint === fingerprint) return cached.relationships
    const fresh = await relationships(tx, schema)
    this.bySchema.set(schema, { fingerprint, relationships: fresh })
    return fresh
  }
}
