// `deno check` of every function's index.ts, as `supabase functions deploy` type-checks it: a function
// that compiles under Node's tsc may not under Deno (npm: specifiers read as CommonJS, Deno's own lib
// types). One run over all of them with the union of their deno.json import maps (each map is kept
// current by tests/unit/tooling/functions-deploy.test.ts). The `deno` npm package ships the binary;
// packages come from the npm registry into Deno's cache on the first run. Part of `npm run check`.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { denoJsonPath, functionNames } from './deno-imports.ts'

const FUNCTIONS = fileURLToPath(new URL('../functions/', import.meta.url))
const DENO = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url))

const names = await functionNames()
const imports: Record<string, string> = {}
for (const name of names) {
  const { imports: own } = JSON.parse(await readFile(denoJsonPath(name), 'utf8')) as {
    imports: Record<string, string>
  }
  Object.assign(imports, own)
}
const dir = await mkdtemp(join(tmpdir(), 'jul-deno-check-'))
try {
  const config = join(dir, 'deno.json')
  await writeFile(config, JSON.stringify({ imports }))
  await promisify(execFile)(
    DENO,
    ['check', '--quiet', '--config', config, ...names.map((name) => join(FUNCTIONS, name, 'index.ts'))],
    { env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 16 * 1024 * 1024 },
  )
  console.log(`deno check: ${names.length} functions type-check under Deno`)
} catch (error) {
  const output = error as { stdout?: string; stderr?: string; message: string }
  console.error(`deno check failed:\n${output.stderr || output.stdout || output.message}`)
  process.exitCode = 1
} finally {
  await rm(dir, { recursive: true, force: true })
}
