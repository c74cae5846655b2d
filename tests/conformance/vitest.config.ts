import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { AlphabeticalSequencer } from './alphabetical-sequencer.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

const project = (name: string, groupOrder: number) => ({
  test: {
    name,
    root,
    include: ['tests/conformance/postgrest-js/test/**/*.test.ts'],
    environment: 'node' as const,
    globalSetup: ['tests/conformance/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    sequence: { groupOrder },
  },
})

// postgrest-js's own suite (vendored, see postgrest-js/README.md) against the local server, over
// PGlite and, when CI provides it, PostgreSQL 15. Its own config because the suite needs jest's
// snapshot format and its files in alphabetical order, which are settings of a whole vitest run.
export default defineConfig({
  test: {
    snapshotFormat: { printBasicPrototype: true, escapeString: true },
    sequence: { sequencer: AlphabeticalSequencer },
    projects: [
      project('conformance', 0),
      ...(process.env.DATABASE_URL_PG15 ? [project('conformance-pg15', 1)] : []),
    ],
  },
})
