import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { BackendTarget } from '../support/backend.ts'
import { ACTORS, type Matrix, observe, openMatrix } from './support/matrix-driver.ts'
import { allows, OPS, TABLE_CASES } from './support/rls-cases.ts'

const targets: [string, BackendTarget][] = [['PGlite', inject('supabase')]]
const pg15 = inject('supabasePg15')
if (pg15 !== null) targets.push(['PostgreSQL 15', pg15])

describe.each(targets)('row-level security over %s', (_name, target) => {
  let matrix: Matrix
  beforeAll(async () => {
    matrix = await openMatrix(target)
  })

  it.each(TABLE_CASES.map((c) => [c.table, c] as const))(
    '%s: anon, owner, another member and staff can do exactly what the design allows',
    async (_table, c) => {
      const observed: string[] = []
      const designed: string[] = []
      for (const actor of ACTORS) {
        for (const op of OPS) {
          const cell = `${actor} ${op}`
          observed.push(`${cell}: ${(await observe(matrix, c, actor, op)) ? 'allowed' : 'denied'}`)
          designed.push(`${cell}: ${allows(c, actor, op) ? 'allowed' : 'denied'}`)
        }
      }
      expect(observed).toEqual(designed)
    },
  )
})
