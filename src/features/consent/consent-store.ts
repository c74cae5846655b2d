import {
  CONSENT_CHANGED_EVENT,
  CONSENT_STORAGE_KEY,
  parseStoredConsent,
  type StoredConsent,
} from '../../lib/consent.ts'

export function readConsent(storage: Storage): StoredConsent | null {
  return parseStoredConsent(storage.getItem(CONSENT_STORAGE_KEY))
}

/** Spec 000 §4.5: saving broadcasts the consent-changed event so analytics and others can react. */
export function saveConsent(storage: Storage, target: EventTarget, consent: StoredConsent): void {
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent))
  target.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: consent.consent }))
}
