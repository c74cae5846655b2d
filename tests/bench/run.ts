/**
 * `npm run bench`: every benchmark in this folder, one after another (they share 2 cores, so never
 * in parallel), each in its own process so one's servers and browsers cannot skew the next.
 * `npm run bench -- sync` runs only the files whose name contains "sync".
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const folder = fileURLToPath(new URL('.', import.meta.url))
const only = process.argv.slice(2)
const benches = readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
  .sort()

let failed = 0
for (const name of benches) {
  console.log(`\n=== ${name}`)
  const run = spawnSync('npx', ['tsx', `${folder}${name}`], { stdio: 'inherit' })
  if (run.status !== 0) {
    failed += 1
    console.log(`=== ${name} exited with ${run.status ?? run.signal}`)
  }
}
process.exit(failed === 0 ? 0 : 1)
