import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

const REPO = resolve(import.meta.dirname, '../../../..')
/** Build from another checkout (with node_modules) when the shared tree is mid-edit by others. */
const SOURCE = process.env.JUL_E2E_SOURCE ?? REPO
const OUT_ROOT = '/tmp/jul-pwa-e2e'
const built = new Map<string, string>()

/**
 * Builds the app with a given stamp and app version into its own folder (once per test worker), so two
 * builds of the same commit can be served one after the other like two deploys: a new stamp is a
 * release that resets local data, a new version with the same stamp an ordinary deploy.
 */
export function buildWithStamp(stamp: string, version = 'e2e'): string {
  const key = `${stamp} (${version})`
  const existing = built.get(key)
  if (existing) return existing
  const outDir = join(OUT_ROOT, key.replace(/[^0-9A-Za-z]+/g, '-'))
  execFileSync(join(SOURCE, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: SOURCE,
    env: { ...process.env, BUILD_STAMP: stamp, APP_VERSION: version },
    stdio: 'pipe',
  })
  built.set(key, outDir)
  return outDir
}

/** Every JavaScript file of a build: the route chunks that must all be precached. */
export function scriptsOf(outDir: string): string[] {
  return readdirSync(join(outDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/assets/${name}`)
}
