import { useCallback, useSyncExternalStore } from 'react'
import {
  CONSENT_CHANGED_EVENT,
  CONSENT_STORAGE_KEY,
  customConsent,
  hasConsent,
  parseStoredConsent,
} from '../../lib/consent.ts'

function read(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY)
  } catch {
    return null
  }
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('storage', listener)
  window.addEventListener(CONSENT_CHANGED_EVENT, listener)
  return () => {
    window.removeEventListener('storage', listener)
    window.removeEventListener(CONSENT_CHANGED_EVENT, listener)
  }
}

/**
 * The security card's analytics switch is the cookie consent's analytics category (000 §4.5), so the
 * banner, the cookie preferences page and this switch never disagree.
 */
export function useAnalyticsConsent(): [boolean, (on: boolean) => void] {
  const raw = useSyncExternalStore(subscribe, read)
  const stored = parseStoredConsent(raw)
  const set = useCallback((on: boolean) => {
    const current = parseStoredConsent(read())
    const next = customConsent(
      {
        analytics: on,
        functional: current?.consent.functional ?? false,
        marketing: current?.consent.marketing ?? false,
      },
      Date.now(),
    )
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(next))
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: next.consent }))
  }, [])
  return [hasConsent(stored, 'analytics'), set]
}
