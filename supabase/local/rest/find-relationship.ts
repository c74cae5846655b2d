import { HttpError, restError } from '../http-error.ts'
import type { Relationship } from './catalog.ts'

const CARDINALITY = {
  m2o: 'many-to-one',
  o2m: 'one-to-many',
  o2o: 'one-to-one',
  m2m: 'many-to-many',
} as const

const singleColumn = (rel: Relationship, side: 0 | 1): string | undefined =>
  rel.cardinality !== 'm2m' && rel.columns.length === 1 ? rel.columns[0]?.[side] : undefined

/**
 * PostgREST's choice of relationship for `origin?select=target!hint(…)`: the target names a table, a
 * foreign key constraint or a column; the hint names a constraint, a column on either side or a
 * junction table. None is 400 PGRST200, several are 300 PGRST201 listing them.
 */
export function findRelationship(
  all: Relationship[],
  schema: string,
  origin: string,
  target: string,
  hint: string | undefined,
): Relationship {
  const candidates = all.filter((rel) => rel.table.schema === schema && rel.table.name === origin)
  const matches = candidates.filter((rel) => {
    const targetIsTable = target === rel.foreignTable.name
    if (rel.isSelf && rel.cardinality !== 'm2m') {
      if (hint === undefined) {
        return (
          (targetIsTable && rel.cardinality === 'o2m') ||
          (singleColumn(rel, 0) === target && rel.cardinality === 'm2o')
        )
      }
      return targetIsTable && rel.cardinality === 'o2m' && singleColumn(rel, 1) === hint
    }
    if (hint === undefined) {
      return (
        targetIsTable ||
        (!rel.foreignIsView && (rel.constraint === target || singleColumn(rel, 0) === target))
      )
    }
    return (
      targetIsTable &&
      ((rel.constraint !== '' && rel.constraint === hint) ||
        singleColumn(rel, 0) === hint ||
        singleColumn(rel, 1) === hint ||
        rel.junction?.table.name === hint)
    )
  })
  if (matches.length === 1) return matches[0] as Relationship
  if (matches.length === 0) {
    throw restError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin}' and '${target}'${
        hint === undefined ? '' : ` using the hint '${hint}'`
      } in the schema '${schema}', but no matches were found.`,
    )
  }
  throw new HttpError(300, {
    code: 'PGRST201',
    message: `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    details: matches.map(describe),
    hint: `Try changing '${target}' to one of the following: ${matches
      .map((rel) => `'${rel.foreignTable.name}!${rel.junction?.table.name ?? rel.constraint}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  })
}

function describe(rel: Relationship) {
  const list = (columns: string[]) => `(${columns.join(', ')})`
  const relationship = rel.junction
    ? `${rel.junction.table.name} using ${rel.junction.constraint1}${list(rel.junction.sourceColumns.map(([, j]) => j))} and ${rel.junction.constraint2}${list(rel.junction.targetColumns.map(([, j]) => j))}`
    : `${rel.constraint} using ${rel.table.name}${list(rel.columns.map(([a]) => a))} and ${rel.foreignTable.name}${list(rel.columns.map(([, b]) => b))}`
  return {
    cardinality: CARDINALITY[rel.cardinality],
    embedding: `${rel.table.name} with ${rel.foreignTable.name}`,
    relationship,
  }
}
