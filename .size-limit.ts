import { readFileSync } from 'node:fs'

/**
 * The JavaScript budget of the home route (issue 12): what the browser needs to render `/` — the
 * entry script and its static imports (index.html's modulepreloads) plus the home page's lazy chunk
 * and its static imports — gzipped. The backend client and sync engine load just after the first
 * render (src/app/default-services.ts) and every other page is its own lazy chunk, so neither counts;
 * `npm run size` prints them too. Run after `vite build` (it reads dist/.vite/manifest.json).
 */
interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return seen
  seen.add(key)
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen)
  return seen
}

const files = (keys: Iterable<string>) =>
  [...new Set([...keys].map((key) => `dist/${manifest[key]?.file}`))].filter((file) => file.endsWith('.js'))

const homeRoute = new Set([
  ...staticClosure('index.html'),
  ...staticClosure('src/features/website/home-page.tsx'),
])
const deferred = new Set([
  ...staticClosure('src/app/services.ts'),
  ...staticClosure('src/features/pricing/service-cards.tsx'),
])
for (const key of homeRoute) deferred.delete(key)

export default [
  { name: 'Home route JavaScript (gzip)', path: files(homeRoute), gzip: true, limit: '170 kB' },
  { name: 'Deferred after the first render (printed, not limited)', path: files(deferred), gzip: true },
]
