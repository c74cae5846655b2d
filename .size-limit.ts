import { readFileSync } from 'node:fs'

/**
 * The JavaScript budgets of the public site's first pages (issues 12 and 18): what the browser needs to
 * paint a route — the entry script and its static imports (index.html's modulepreloads) plus the
 * route's lazy chunks and their static imports — gzipped. Run after `vite build` (it reads
 * dist/.vite/manifest.json). Not counted, and printed apart: the backend client and sync engine, which
 * a visitor's page loads when idle or on first need (src/app/backend/default-services.ts), and the service
 * cards: on `/` they are fetched with the page so hydration adopts the prerendered section
 * (src/app/routes/public-pages.tsx), but the build's HTML paints it, so no script is needed to paint it.
 * The goal is 120 KiB (122.88 kB); the limits ratchet down as the entry shrinks.
 */
interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the build manifest: update .size-limit.ts`)
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen)
  return seen
}

const closure = (...keys: string[]) => {
  const seen = new Set<string>()
  for (const key of ['index.html', ...keys]) staticClosure(key, seen)
  return seen
}

const files = (keys: Iterable<string>) =>
  [...new Set([...keys].map((key) => `dist/${manifest[key]?.file}`))].filter((file) => file.endsWith('.js'))

const homeRoute = closure('src/features/website/home-page.tsx')
// `/pricing-guide` is a content page: its frame, the copy loader (page-content) and the pricing funnel
// slot (src/app/routes/public-pages.tsx), which statically imports the pricing copy.
const pricingGuideRoute = closure(
  'src/features/website/content-page.tsx',
  'src/content/page-content.ts',
  'src/features/pricing/pricing-funnel.tsx',
)
const deferred = new Set([
  ...staticClosure('src/app/backend/services.ts'),
  ...staticClosure('src/features/pricing/service-cards.tsx'),
])
for (const key of [...homeRoute, ...pricingGuideRoute]) deferred.delete(key)

export default [
  // Above the goal by 0.1 kB: the entry asks whether the page redirects before hydrating the
  // build's HTML, and holds the mobile shell's first-screen gate (src/app/boot/first-screen.ts).
  { name: 'Home route JavaScript (gzip)', path: files(homeRoute), gzip: true, limit: '120.7 kB' },
  {
    name: '/pricing-guide JavaScript (gzip)',
    path: files(pricingGuideRoute),
    gzip: true,
    limit: '122.88 kB',
  },
  { name: 'Deferred after the first render (printed, not limited)', path: files(deferred), gzip: true },
]
