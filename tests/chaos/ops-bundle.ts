import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'

const ENTRY = resolve(import.meta.dirname, 'browser/ops.ts')
let bundled: Promise<string> | null = null

/**
 * `browser/ops.ts` and the sync code it imports as one classic script, built once per process. The
 * harness evaluates it in each app page (Playwright's evaluate is not subject to the page's CSP).
 */
export function opsBundle(): Promise<string> {
  bundled ??= (async () => {
    const outDir = join(tmpdir(), `jul-chaos-ops-${process.pid}`)
    await build({
      configFile: false,
      logLevel: 'error',
      build: {
        outDir,
        emptyOutDir: true,
        minify: false,
        lib: { entry: ENTRY, formats: ['iife'], name: 'julChaosOps', fileName: () => 'ops.js' },
      },
    })
    return readFile(join(outDir, 'ops.js'), 'utf8')
  })()
  return bundled
}
