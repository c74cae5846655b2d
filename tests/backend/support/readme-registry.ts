import { readFile } from 'node:fs/promises'

export interface RegistryRow {
  table: string
  owner: string | null
  realtime: boolean
}

/** The "Table registry" of supabase/migrations/README.md, which the sync engine also reads. */
export async function readmeRegistry(): Promise<RegistryRow[]> {
  const text = await readFile(new URL('../../../supabase/migrations/README.md', import.meta.url), 'utf8')
  const section = text.split('## Table registry')[1]?.split('\n## ')[0] ?? ''
  return section
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter(([, name, owner]) => name && owner && name !== 'table' && !name.startsWith('-'))
    .map(([, name, owner, , realtime]) => ({
      table: name ?? '',
      owner: owner === '—' ? null : (owner?.split(/\s/)[0] ?? null),
      realtime: realtime === 'yes',
    }))
}
