import type { KeyValueStorage } from './storage.ts'

/** Landing context of spec 000 §4.4, kept in session storage for 30 minutes. */
export const LANDING_CONTEXT_KEY = 'landing_context'
export const LANDING_CONTEXT_TTL_MS = 30 * 60 * 1000

export interface LandingContext {
  slug: string
  timestamp: number
  path: string
}

// Checked by hand rather than with zod: the header reads it on every first load, and zod is not.
function landingContextFrom(value: unknown): LandingContext | null {
  if (typeof value !== 'object' || value === null) return null
  const { slug, timestamp, path } = value as Record<string, unknown>
  if (typeof slug !== 'string' || slug === '' || typeof path !== 'string' || path === '') return null
  return typeof timestamp === 'number' ? { slug, timestamp, path } : null
}

export type Clock = () => number

export function storeLandingContext(
  storage: KeyValueStorage,
  visit: { slug: string; path: string },
  now: Clock,
): LandingContext {
  const context: LandingContext = { slug: visit.slug, path: visit.path, timestamp: now() }
  storage.setItem(LANDING_CONTEXT_KEY, JSON.stringify(context))
  return context
}

/** The stored context while it is younger than 30 minutes; an expired or damaged entry is removed. */
export function readLandingContext(storage: KeyValueStorage, now: Clock): LandingContext | null {
  const raw = storage.getItem(LANDING_CONTEXT_KEY)
  if (raw === null) return null
  const parsed = parseJson(raw)
  const context = landingContextFrom(parsed)
  if (context === null || now() - context.timestamp >= LANDING_CONTEXT_TTL_MS) {
    storage.removeItem(LANDING_CONTEXT_KEY)
    return null
  }
  return context
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** The Back to Landing Page button shows when a context is stored and this is not that landing page. */
export function shouldShowBackToLanding(context: LandingContext | null, pathname: string): boolean {
  if (context === null) return false
  return withoutTrailingSlash(pathname) !== withoutTrailingSlash(context.path)
}
