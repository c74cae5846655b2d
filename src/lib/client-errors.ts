import type { AuditEvent } from './audit-queue.ts'
import type { ClientErrorKind, ClientErrorReport } from './client-error-report.ts'

/**
 * Client error reports as audit events for the `audit-log` function, and the sync failures worth a
 * report. Pure; the wiring is src/app/backend/error-reporting.ts and src/app/backend/audit.ts.
 */

export interface BuildInfo {
  build: string
  version: string
  userAgent: string
  online: boolean
}

/** The audit event a report becomes: sync failures are data access, the rest the page's own. */
export function clientErrorEvent(report: ClientErrorReport, info: BuildInfo): AuditEvent {
  const sync = report.kind.startsWith('sync_')
  return {
    event_type: sync ? 'data_access' : 'user_action',
    action: `client_error.${report.kind}`,
    severity: report.kind === 'uncaught' || report.kind === 'sync_refused' ? 'high' : 'medium',
    resource: report.path,
    metadata: {
      name: report.name,
      message: report.message,
      stack: report.stack,
      at: report.at,
      build: info.build,
      version: info.version,
      online: info.online,
    },
    user_agent: info.userAgent,
  }
}

export interface SyncErrorState {
  online: boolean
  uploadError: string | null
  downloadError: string | null
  failed: readonly { id: string; table: string; error: string | null }[]
}

/**
 * The sync failures that appeared between two status snapshots: a new upload or download error while
 * online (offline, "Failed to fetch" is the network, not a fault), and each newly refused write.
 */
export function newSyncFailures(
  before: SyncErrorState,
  after: SyncErrorState,
): { kind: ClientErrorKind; message: string }[] {
  const found: { kind: ClientErrorKind; message: string }[] = []
  if (after.online && after.uploadError && after.uploadError !== before.uploadError)
    found.push({ kind: 'sync_upload', message: after.uploadError })
  if (after.online && after.downloadError && after.downloadError !== before.downloadError)
    found.push({ kind: 'sync_download', message: after.downloadError })
  const known = new Set(before.failed.map((write) => write.id))
  for (const write of after.failed) {
    if (!known.has(write.id))
      found.push({ kind: 'sync_refused', message: `${write.table}: ${write.error ?? 'refused'}` })
  }
  return found
}
