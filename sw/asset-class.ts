import {
  API_PREFIXES,
  MOBILE_SHELL_PATH,
  MOBILE_SHELL_PREFIX,
  PUBLIC_STORAGE_PREFIX,
  SERVER_FILES,
  SHELL_PATH,
} from './protocol.ts'

/**
 * Caching is chosen per asset class (Excalidraw's habit): the build is precached, API calls are never
 * touched, public storage images are served stale while revalidating, fonts and static images cache-first.
 */
export const ASSET_CLASS = {
  api: 'api',
  publicImage: 'public-image',
  font: 'font',
  staticImage: 'static-image',
  other: 'other',
} as const
export type AssetClass = (typeof ASSET_CLASS)[keyof typeof ASSET_CLASS]

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** `destination` as the Fetch standard names it (RequestDestination), kept as a string for tests. */
export function classifyRequest(url: URL, destination: string, sameOrigin: boolean): AssetClass {
  const path = url.pathname
  // Hosted Supabase lives on another origin, the local server on ours: match the path on any origin.
  if (path.startsWith(PUBLIC_STORAGE_PREFIX)) {
    return destination === 'image' ? ASSET_CLASS.publicImage : ASSET_CLASS.api
  }
  if (API_PREFIXES.some((prefix) => under(path, prefix))) return ASSET_CLASS.api
  if (destination === 'font') return ASSET_CLASS.font
  if (destination === 'image' && sameOrigin) return ASSET_CLASS.staticImage
  return ASSET_CLASS.other
}

/**
 * The precached document a navigation gets: the mobile shell's (its splash prerendered) under /app, the
 * empty shell for every other page of the app, none for the API and the crawler files (the server's).
 */
export function navigationDocument(path: string): string | null {
  if (API_PREFIXES.some((prefix) => under(path, prefix))) return null
  if ((SERVER_FILES as readonly string[]).includes(path)) return null
  return under(path, MOBILE_SHELL_PREFIX) ? MOBILE_SHELL_PATH : SHELL_PATH
}

/** Limits of the runtime caches; the precache is bounded by the build itself. */
export const RUNTIME_CACHES = {
  publicImages: { name: 'jul-public-images', maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
  fonts: { name: 'jul-fonts', maxEntries: 20, maxAgeSeconds: 365 * 24 * 60 * 60 },
  staticImages: { name: 'jul-static-images', maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 },
  /** The PDF export's Chinese font slices: fetched when a document needs them, kept for the next one. */
  pdfFonts: { name: 'jul-pdf-fonts', maxEntries: 120, maxAgeSeconds: 365 * 24 * 60 * 60 },
} as const
