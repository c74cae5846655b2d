import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { AlphabeticalSequencer } from './alphabetical-sequencer.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

const SUITES = {
  'postgrest-js': ['tests/conformance/postgrest-js/test/**/*.test.ts'],
  'storage-js': ['tests/conformance/storage-js/test/**/*.test.ts'],
  'auth-js': ['tests/conformance/auth-js/test/**/*.test.ts'],
} as const

const project = (name: string, include: readonly string[], groupOrder: number) => ({
  test: {
    name,
    root,
    include: [...include],
    environment: 'node' as const,
    globalSetup: ['tests/conformance/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    sequence: { groupOrder },
  },
})

// Supabase's own client suites (vendored, see README.md) against the local server, over PGlite and,
// when CI provides it, PostgreSQL 15. Its own config because postgrest-js needs jest 29's snapshot
// format and its files in alphabetical order, settings of a whole vitest run (storage-js's one
// snapshot file is kept in that format too).
export default defineConfig({
  test: {
    snapshotFormat: { printBasicPrototype: true, escapeString: true },
    sequence: { sequencer: AlphabeticalSequencer },
    projects: Object.entries(SUITES).flatMap(([name, include], index) => [
      project(name, include, index * 2),
      ...(process.env.DATABASE_URL_PG15 ? [project(`${name}-pg15`, include, index * 2 + 1)] : []),
    ]),
  },
})
