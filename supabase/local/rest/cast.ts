import type { Tx } from '../db.ts'
import { restError } from '../http-error.ts'

// A cast in `select=col::type` names a type and nothing else. The grammar admits one identifier
// (optionally schema-qualified), the SQL standard's few multi-word names, a numeric modifier and array
// brackets; the name is then looked up with to_regtype and the catalog's own spelling goes into the
// SQL, so no text of the request is ever spliced in (a space once let `::text from pg_roles union …`
// through). to_regtype raises on syntax it cannot parse, hence the grammar first.
const WORD = '[A-Za-z_][A-Za-z0-9_$]*'
const MULTI_WORD =
  '(?:double precision|character varying|char varying|bit varying|(?:timestamp|time)(?:\\(\\d\\))? with(?:out)? time zone)'
const TYPE_NAME = new RegExp(
  `^(?:${MULTI_WORD}|${WORD}(?:\\.${WORD})?)(?:\\(\\d{1,4}(?:,\\d{1,4})?\\))?(?:\\[\\])*$`,
  'i',
)

/** Checks the grammar of a cast's type name; the database resolves it later (`resolveTypes`). */
export function castName(raw: string): string {
  const name = raw.trim()
  if (!TYPE_NAME.test(name)) throw restError(400, 'PGRST100', `"${raw}" is not a type name`)
  return name
}

/** Type names as the catalog spells them (`int4` → `integer`), or 400 42704 for an unknown one. */
export async function resolveTypes(tx: Tx, names: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(names)]
  const resolved = new Map<string, string>()
  if (unique.length === 0) return resolved
  const rows = await tx.query<{ name: string; type: string | null }>(
    'select n as name, to_regtype(n)::text as type from unnest($1::text[]) n',
    [`{${unique.map((name) => `"${name}"`).join(',')}}`],
  )
  for (const row of rows) {
    if (row.type === null) throw restError(400, '42704', `type "${row.name}" does not exist`)
    resolved.set(row.name, row.type)
  }
  return resolved
}
