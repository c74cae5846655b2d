// Each deployed function gets a deno.json mapping the npm packages its code imports (Supabase's
// recommended per-function dependency file), so `supabase functions deploy` resolves the same
// versions as package.json. Run `npx tsx supabase/scripts/deno-imports.ts` after adding an import;
// tests/unit/tooling/functions-deploy.test.ts fails while any deno.json is stale.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const FUNCTIONS = fileURLToPath(new URL('../functions/', import.meta.url))
const PACKAGE_JSON = fileURLToPath(new URL('../../package.json', import.meta.url))
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** The function folders (every folder but _shared). */
export async function functionNames(): Promise<string[]> {
  const entries = await readdir(FUNCTIONS, { withFileTypes: true })
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort()
}

const packageOf = (specifier: string): string => {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier)
}

/** The bare package names reachable from `entry` through relative imports. */
export async function packagesImportedBy(entry: string): Promise<string[]> {
  const seen = new Set<string>()
  const packages = new Set<string>()
  const visit = async (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = await readFile(file, 'utf8')
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? ''
      if (specifier.startsWith('.')) await visit(resolve(dirname(file), specifier))
      else if (!specifier.startsWith('node:') && !specifier.startsWith('npm:'))
        packages.add(packageOf(specifier))
    }
  }
  await visit(entry)
  return [...packages].sort()
}

/** The deno.json a function needs: each package at the range package.json pins. */
export async function denoJsonFor(name: string): Promise<string> {
  const manifest = JSON.parse(await readFile(PACKAGE_JSON, 'utf8')) as {
    dependencies: Record<string, string>
  }
  const imports: Record<string, string> = {}
  for (const pkg of await packagesImportedBy(join(FUNCTIONS, name, 'index.ts'))) {
    const range = manifest.dependencies[pkg]
    if (!range) throw new Error(`${name} imports ${pkg}, which package.json does not list`)
    imports[pkg] = `npm:${pkg}@${range}`
  }
  return `${JSON.stringify({ imports }, null, 2)}\n`
}

export const denoJsonPath = (name: string) => join(FUNCTIONS, name, 'deno.json')

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const name of await functionNames()) await writeFile(denoJsonPath(name), await denoJsonFor(name))
  console.log('deno.json written for every function')
}
