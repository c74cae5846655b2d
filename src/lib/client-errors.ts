import type { AuditEvent } from './audit-queue.ts'
import { parseStoredConsent } from './consent.ts'

/**
 * Client error reports (errors otherwise seen only in a console on the member's device): uncaught
 * errors, unhandled rejections and the sync engine's failures, as audit events for the `audit-log`
 * function. Pure; the wiring is src/app/error-reporting.ts and src/app/audit.ts.
 *
 * Only with the visitor's consent to analytics (000 §4.5: diagnostics are not essential), only the
 * path (a query or hash may carry a token or an e-mail), messages and stacks cut short, and each
 * distinct error once per page, at most CLIENT_ERROR_LIMIT per page, so a loop cannot flood the trail.
 */

export const CLIENT_ERROR_KINDS = [
  'uncaught',
  'unhandled_rejection',
  'sync_upload',
  'sync_download',
  'sync_refused',
] as const
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number]

export const CLIENT_ERROR_LIMIT = 20
const MESSAGE_MAX = 500
const STACK_MAX = 2_000

export interface ClientErrorReport {
  kind: ClientErrorKind
  name: string
  message: string
  stack: string | null
  path: string
  at: string
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

function messageOf(reason: unknown): { name: string; message: string; stack: string | null } {
  if (reason instanceof Error)
    return { name: reason.name, message: reason.message, stack: reason.stack ?? null }
  if (typeof reason === 'string') return { name: 'Error', message: reason, stack: null }
  try {
    return { name: 'Error', message: JSON.stringify(reason) ?? String(reason), stack: null }
  } catch {
    return { name: 'Error', message: String(reason), stack: null }
  }
}

export function clientErrorReport(
  kind: ClientErrorKind,
  reason: unknown,
  pathname: string,
  now: number,
): ClientErrorReport {
  const { name, message, stack } = messageOf(reason)
  return {
    kind,
    name: cut(name, 100),
    message: cut(message || '(no message)', MESSAGE_MAX),
    stack: stack === null ? null : cut(stack, STACK_MAX),
    path: pathname,
    at: new Date(now).toISOString(),
  }
}

/** Reporting is diagnostics: it needs the analytics consent of the stored cookie answer. */
export function reportingAllowed(storedConsent: string | null): boolean {
  return parseStoredConsent(storedConsent)?.consent.analytics === true
}

/** Lets each distinct error through once, and no more than `limit` in all (one per page load). */
export function createErrorGate(limit = CLIENT_ERROR_LIMIT): (report: ClientErrorReport) => boolean {
  const seen = new Set<string>()
  return (report) => {
    const key = `${report.kind}|${report.name}|${report.message}`
    if (seen.has(key) || seen.size >= limit) return false
    seen.add(key)
    return true
  }
}

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
