/**
 * Where the CRM outbox lives in local storage (src/lib/crm-outbox.ts). Its own module, without zod, so
 * the build-stamp reset on the entry path can keep the key without loading the outbox's schema.
 * Do not change without a migration: queued CRM calls would be lost.
 */
export const CRM_OUTBOX_KEY = 'jul-crm-outbox'
