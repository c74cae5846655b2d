/**
 * Local-storage key of the queued audit events (audit-queue.ts). Its own module so the build-stamp
 * reset, which runs before every first render, can keep the key without loading the queue's schema.
 * Do not change without a migration.
 */
export const AUDIT_QUEUE_KEY = 'audit_queue'
