import type { Tx } from '../db.ts'

interface ObjectRow {
  name: string
  row: string
}

/** storage-js `list(prefix)`: files directly under the prefix, and its sub-folders (id null). */
export async function listObjects(
  tx: Tx,
  bucketId: string,
  body: Record<string, unknown>,
): Promise<unknown[]> {
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix : ''
  const prefix = rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`
  const search = typeof body.search === 'string' ? body.search : ''
  const limit = Math.min(Math.max(Number(body.limit) || 100, 1), 1000)
  const offset = Math.max(Number(body.offset) || 0, 0)
  const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string }
  const rows = await tx.query<ObjectRow>(
    `select name, json_build_object('name', name, 'id', id, 'updated_at', updated_at, 'created_at', created_at,
        'last_accessed_at', last_accessed_at, 'metadata', metadata)::text as row
       from storage.objects where bucket_id = $1::text and left(name, length($2::text)) = $2::text order by name`,
    [bucketId, prefix],
  )
  const entries = new Map<string, unknown>()
  for (const { name, row } of rows) {
    const rest = name.slice(prefix.length)
    const slash = rest.indexOf('/')
    const entryName = slash < 0 ? rest : rest.slice(0, slash)
    if (search && !entryName.includes(search)) continue
    if (entries.has(entryName)) continue
    entries.set(
      entryName,
      slash < 0
        ? { ...JSON.parse(row), name: entryName }
        : {
            name: entryName,
            id: null,
            updated_at: null,
            created_at: null,
            last_accessed_at: null,
            metadata: null,
          },
    )
  }
  const list = [...entries.values()] as { name: string }[]
  if (sortBy.order === 'desc') list.reverse()
  return list.slice(offset, offset + limit)
}
