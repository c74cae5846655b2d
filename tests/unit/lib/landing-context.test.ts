import { describe, expect, it } from 'vitest'
import {
  LANDING_CONTEXT_KEY,
  readLandingContext,
  shouldShowBackToLanding,
  storeLandingContext,
} from '../../../src/lib/landing-context.ts'
import { createMemoryStorage } from '../../../src/lib/storage.ts'

const MINUTE = 60_000

describe('landing context (spec 000 §4.4)', () => {
  it('stores slug, timestamp and path and reads them back within 30 minutes', () => {
    const storage = createMemoryStorage()
    let now = 1_000_000
    storeLandingContext(storage, { slug: 'founders-q4', path: '/landing/founders-q4' }, () => now)
    now += 30 * MINUTE - 1
    expect(readLandingContext(storage, () => now)).toEqual({
      slug: 'founders-q4',
      path: '/landing/founders-q4',
      timestamp: 1_000_000,
    })
  })

  it('forgets the context at 30 minutes', () => {
    const storage = createMemoryStorage()
    storeLandingContext(storage, { slug: 'a', path: '/landing/a' }, () => 0)
    expect(readLandingContext(storage, () => 30 * MINUTE)).toBeNull()
    expect(storage.getItem(LANDING_CONTEXT_KEY)).toBeNull()
  })

  it('treats a damaged entry as none', () => {
    const storage = createMemoryStorage({ [LANDING_CONTEXT_KEY]: '{"slug":' })
    expect(readLandingContext(storage, () => 0)).toBeNull()
  })

  it('shows Back to Landing Page only away from the stored landing page', () => {
    const context = { slug: 'a', path: '/landing/a', timestamp: 0 }
    expect(shouldShowBackToLanding(context, '/about')).toBe(true)
    expect(shouldShowBackToLanding(context, '/landing/a')).toBe(false)
    expect(shouldShowBackToLanding(context, '/landing/a/')).toBe(false)
    expect(shouldShowBackToLanding(null, '/about')).toBe(false)
  })
})
