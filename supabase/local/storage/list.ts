import type { Tx } from '../db.ts'
import { STORAGE_ERRORS } from './errors.ts'
import { isoTime } from './kit.ts'

interface ObjectRow {
  name: string
  row: string
}

const OBJECT_JSON = `json_build_object('name', name, 'id', id, 'updated_at', ${isoTime('updated_at')},
  'created_at', ${isoTime('created_at')}, 'last_accessed_at', ${isoTime('last_accessed_at')}, 'metadata', metadata)::text`

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

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
    `select name, ${OBJECT_JSON} as row
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

interface Cursor {
  /** The last name answered. */
  name: string
  /** Its sort column's value, when sorting by a timestamp. */
  at?: string
}

function readCursor(raw: unknown): Cursor | null {
  if (raw === undefined || raw === null || raw === '') return null
  try {
    const parsed = JSON.parse(Buffer.from(String(raw), 'base64url').toString('utf8')) as Partial<Cursor>
    if (typeof parsed.name === 'string' && (parsed.at === undefined || typeof parsed.at === 'string')) {
      return parsed as Cursor
    }
  } catch {
    // falls through
  }
  throw STORAGE_ERRORS.invalidRequest('Invalid cursor')
}

/**
 * Storage's list-v2 (search v2): objects whose full name starts with `prefix`, folded into folders at
 * the next `/` with `with_delimiter`; `limit` per page and an opaque `nextCursor` while `hasNext`.
 */
export async function listObjectsV2(tx: Tx, bucketId: string, body: Record<string, unknown>) {
  const prefix = typeof body.prefix === 'string' ? body.prefix : ''
  const limit = body.limit === undefined ? 1000 : Number(body.limit)
  if (!Number.isInteger(limit) || limit < 1)
    throw STORAGE_ERRORS.invalidRequest('limit must be a positive integer')
  const sortBy = (body.sortBy ?? { column: 'name' }) as { column?: unknown; order?: unknown }
  const column = sortBy.column ?? 'name'
  const order = sortBy.order ?? 'asc'
  if (
    (column !== 'name' && column !== 'created_at' && column !== 'updated_at') ||
    (order !== 'asc' && order !== 'desc')
  ) {
    throw STORAGE_ERRORS.invalidRequest('sortBy must be name, created_at or updated_at, asc or desc')
  }
  const cursor = readCursor(body.cursor)
  const delimiter = body.with_delimiter === true
  const rows = await tx.query<{ name: string; at: string; row: string }>(
    `select name, ${isoTime(column === 'name' ? 'created_at' : column)} as at, ${OBJECT_JSON} as row
       from storage.objects where bucket_id = $1::text and name like $2::text || '%'
       order by ${column === 'name' ? '' : `${column} ${order},`} name collate "C" ${order}`,
    [bucketId, escapeLike(prefix)],
  )
  type Entry =
    | { folder: true; name: string; at: string }
    | { folder: false; name: string; at: string; row: string }
  const entries: Entry[] = []
  const seenFolders = new Set<string>()
  for (const row of rows) {
    const slash = delimiter ? row.name.indexOf('/', prefix.length) : -1
    if (slash < 0) {
      entries.push({ folder: false, ...row })
      continue
    }
    const folder = row.name.slice(0, slash + 1)
    if (seenFolders.has(folder)) continue
    seenFolders.add(folder)
    entries.push({ folder: true, name: folder, at: row.at })
  }
  let start = 0
  if (cursor) {
    const after = entries.findIndex((entry) => entry.name === cursor.name)
    start = after < 0 ? entries.length : after + 1
  }
  const page = entries.slice(start, start + limit)
  const hasNext = start + limit < entries.length
  const last = page.at(-1)
  return {
    hasNext,
    ...(hasNext && last
      ? {
          nextCursor: Buffer.from(JSON.stringify({ name: last.name, at: last.at })).toString('base64url'),
          nextCursorKey: last.name,
        }
      : {}),
    folders: page
      .filter((entry) => entry.folder)
      .map((entry) => ({ id: null, key: entry.name.slice(0, -1), name: entry.name, bucket_id: bucketId })),
    objects: page.flatMap((entry) =>
      entry.folder ? [] : [{ ...JSON.parse(entry.row), bucket_id: bucketId }],
    ),
  }
}
