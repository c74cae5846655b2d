import { parseStoredConsent } from './consent.ts'

/**
 * A client error as the page reports it (uncaught errors, unhandled rejections, the sync engine's
 * failures): only with the visitor's consent to analytics (000 §4.5: diagnostics are not essential),
 * only the path (a query or hash may carry a token or an e-mail), messages and stacks cut short, and
 * each distinct error once per page, at most CLIENT_ERROR_LIMIT per page, so a loop cannot flood the
 * trail. On the first load (global-error-handlers.ts); client-errors.ts turns reports into audit events.
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
