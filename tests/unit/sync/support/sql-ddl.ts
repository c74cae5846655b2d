import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export type SqlColumn = { name: string; type: string; nullable: boolean; generated: boolean }
export type SqlTable = { name: string; columns: SqlColumn[] }

const CONSTRAINT_LINE = /^(unique|primary\s+key|check|constraint|foreign\s+key|exclude)\b/i

const stripComments = (sql: string): string => sql.replace(/--[^\n]*/g, '')

/** Splits the body of a CREATE TABLE on top-level commas (CHECKs contain commas inside parentheses). */
function splitTopLevel(body: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    if (ch === "'") quoted = !quoted
    if (quoted) continue
    if (ch === '(') depth++
    if (ch === ')') depth--
    if (ch === ',' && depth === 0) {
      parts.push(body.slice(start, i))
      start = i + 1
    }
  }
  parts.push(body.slice(start))
  return parts.map((p) => p.trim()).filter(Boolean)
}

function parseColumn(definition: string): SqlColumn {
  const [name = '', ...rest] = definition.split(/\s+/)
  const tail = rest.join(' ')
  const type =
    tail.split(/\s+(not\s+null|null|default|references|check|primary|unique|generated|collate)\b/i)[0] ?? ''
  return {
    name: name.replace(/"/g, ''),
    type: type.trim().toLowerCase(),
    nullable: !/\bnot\s+null\b|\bprimary\s+key\b/i.test(tail),
    generated: /\bgenerated\s+always\b/i.test(tail),
  }
}

/** Finds the body of `create table public.<name> (` … the matching `)`. */
function tableBodies(sql: string): Array<{ name: string; body: string }> {
  const found: Array<{ name: string; body: string }> = []
  const header = /create\s+table\s+(?:if\s+not\s+exists\s+)?public\.(\w+)\s*\(/gi
  for (let match = header.exec(sql); match; match = header.exec(sql)) {
    let depth = 1
    let i = header.lastIndex
    for (; i < sql.length && depth > 0; i++) {
      if (sql[i] === '(') depth++
      if (sql[i] === ')') depth--
    }
    found.push({ name: match[1] ?? '', body: sql.slice(header.lastIndex, i - 1) })
  }
  return found
}

/** Applies every migration in order: CREATE TABLE, ALTER TABLE … ADD/DROP COLUMN, DROP TABLE. */
export function readSchema(migrationsDir: string): Map<string, SqlTable> {
  const tables = new Map<string, SqlTable>()
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  for (const file of files) {
    const sql = stripComments(readFileSync(join(migrationsDir, file), 'utf8'))
    for (const { name, body } of tableBodies(sql)) {
      const columns = splitTopLevel(body)
        .filter((part) => !CONSTRAINT_LINE.test(part))
        .map(parseColumn)
      tables.set(name, { name, columns })
    }
    const alter =
      /alter\s+table\s+(?:only\s+)?public\.(\w+)\s+(add|drop)\s+column\s+(?:if\s+(?:not\s+)?exists\s+)?(\w+)([^;,]*)/gi
    for (let m = alter.exec(sql); m; m = alter.exec(sql)) {
      const table = tables.get(m[1] ?? '')
      if (!table) continue
      table.columns = table.columns.filter((c) => c.name !== m[3])
      if (m[2]?.toLowerCase() === 'add') table.columns.push(parseColumn(`${m[3]} ${m[4] ?? ''}`))
    }
    const drop = /drop\s+table\s+(?:if\s+exists\s+)?public\.(\w+)/gi
    for (let m = drop.exec(sql); m; m = drop.exec(sql)) tables.delete(m[1] ?? '')
  }
  return tables
}
