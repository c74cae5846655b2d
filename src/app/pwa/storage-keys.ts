import { LEGACY_QUEUE_KEY } from '../../../sync/public/storage-keys.ts'
import { AUDIT_QUEUE_KEY } from '../../lib/audit-queue-key.ts'
import { CONSENT_STORAGE_KEY } from '../../lib/consent.ts'
import { CRM_OUTBOX_KEY } from '../../lib/crm-outbox-key.ts'
import { THEME_STORAGE_KEY } from '../../lib/theme.ts'

/** Where the last seen build lives. Do not change without a migration: a new name looks like a first visit. */
export const BUILD_STAMP_KEY = 'jul-build-stamp'

/**
 * Local-storage entries the reset keeps (000 §4.6: consent, theme and auth), plus data not yet on the
 * server. The spec prints no consent or theme key names: ours is `cookie_consent`, and any key naming
 * consent or a theme is kept too; the app's own theme choice lives under THEME_STORAGE_KEY ('jul-theme'). The auth key is supabase-js's `sb-<project-ref>-auth-token` (and its
 * `-code-verifier` twin for PKCE).
 */
export const KEPT_KEY_RULES: readonly { readonly why: string; readonly test: (key: string) => boolean }[] = [
  { why: 'cookie consent (000 §4.5)', test: (key) => key === CONSENT_STORAGE_KEY || /consent/i.test(key) },
  { why: 'theme', test: (key) => key === THEME_STORAGE_KEY || /theme/i.test(key) },
  { why: 'supabase-js session', test: (key) => /^sb-.+-auth-token/.test(key) },
  { why: 'queue saved across the reset', test: (key) => key === LEGACY_QUEUE_KEY },
  {
    why: 'audit events not yet sent (000 §7): a queue, like the sync queue',
    test: (key) => key === AUDIT_QUEUE_KEY,
  },
  {
    why: 'CRM calls (profile, interactions) not yet sent: a queue, like the audit queue',
    test: (key) => key === CRM_OUTBOX_KEY,
  },
  { why: 'the build stamp itself', test: (key) => key === BUILD_STAMP_KEY },
]

export function isKeptKey(key: string): boolean {
  return KEPT_KEY_RULES.some((rule) => rule.test(key))
}

/** The keys to remove from local storage on a new build: everything that is not kept. */
export function keysToRemove(keys: readonly string[]): string[] {
  return keys.filter((key) => !isKeptKey(key))
}
