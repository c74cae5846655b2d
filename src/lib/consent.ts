/** Cookie consent of spec 000 §3 and §4.5. */
export const CONSENT_VERSION = '1.0'

/** Local-storage key; the build-stamp reset keeps it. Do not change without a migration. */
export const CONSENT_STORAGE_KEY = 'cookie_consent'

export const COOKIE_BANNER_DELAY_MS = 1000

/** Window event dispatched after every save; `detail` is the consent object. */
export const CONSENT_CHANGED_EVENT = 'consent-changed'

export const ICO_REGISTRATION = 'ICO CSN6556242'

export const OPTIONAL_CATEGORIES = ['analytics', 'functional', 'marketing'] as const

export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]

export type ConsentChoices = Record<OptionalCategory, boolean>

export interface Consent {
  essential: true
  analytics: boolean
  functional: boolean
  marketing: boolean
  timestamp: string
}

export interface StoredConsent {
  version: typeof CONSENT_VERSION
  consent: Consent
}

// Checked by hand rather than with zod: the cookie banner is on every first load, and zod is not.
function consentFrom(value: unknown): Consent | null {
  if (typeof value !== 'object' || value === null) return null
  const { essential, analytics, functional, marketing, timestamp } = value as Record<string, unknown>
  if (essential !== true || typeof timestamp !== 'string') return null
  if (typeof analytics !== 'boolean' || typeof functional !== 'boolean' || typeof marketing !== 'boolean')
    return null
  return { essential, analytics, functional, marketing, timestamp }
}

/** The stored answer, or null when there is none, it is damaged or its version is not '1.0'. */
export function parseStoredConsent(raw: string | null): StoredConsent | null {
  if (raw === null) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return null
    const { version, consent } = parsed as Record<string, unknown>
    const checked = consentFrom(consent)
    return version === CONSENT_VERSION && checked ? { version, consent: checked } : null
  } catch {
    return null
  }
}

function isoTime(now: Date | number): string {
  return new Date(now).toISOString()
}

/** Essential is always on; the three optional categories follow the user's choice. */
export function customConsent(choices: ConsentChoices, now: Date | number): StoredConsent {
  return {
    version: CONSENT_VERSION,
    consent: {
      essential: true,
      analytics: choices.analytics,
      functional: choices.functional,
      marketing: choices.marketing,
      timestamp: isoTime(now),
    },
  }
}

export function acceptAll(now: Date | number): StoredConsent {
  return customConsent({ analytics: true, functional: true, marketing: true }, now)
}

export function rejectNonEssential(now: Date | number): StoredConsent {
  return customConsent({ analytics: false, functional: false, marketing: false }, now)
}

export function hasConsent(stored: StoredConsent | null, category: OptionalCategory | 'essential'): boolean {
  if (category === 'essential') return true
  return stored?.consent[category] ?? false
}
