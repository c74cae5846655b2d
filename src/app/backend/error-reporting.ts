import {
  type ClientErrorKind,
  type ClientErrorReport,
  clientErrorReport,
  createErrorGate,
  reportingAllowed,
} from '../../lib/client-error-report.ts'
import { CONSENT_STORAGE_KEY } from '../../lib/consent.ts'

// The page side of client error reporting. Errors can come before the audit trail exists (it loads
// with supabase-js, after the first render), so reports wait here, in memory, for the sink the runtime
// services connect (src/app/backend/services.ts): it queues them in the audit trail, which keeps them on the
// device until the audit-log function takes them. Nothing is kept without consent to analytics.

type Sink = (report: ClientErrorReport) => void

let sink: Sink | null = null
const waiting: ClientErrorReport[] = []
const gate = createErrorGate()

function allowed(): boolean {
  try {
    return reportingAllowed(window.localStorage.getItem(CONSENT_STORAGE_KEY))
  } catch {
    return false
  }
}

export function reportClientError(kind: ClientErrorKind, reason: unknown): void {
  if (!allowed()) return
  const report = clientErrorReport(kind, reason, window.location.pathname, Date.now())
  if (!gate(report)) return
  if (sink) sink(report)
  else waiting.push(report)
}

/** The audit trail takes the reports from now on, those that waited first. */
export function connectErrorSink(next: Sink): void {
  sink = next
  for (const report of waiting.splice(0)) next(report)
}

let listening = false

/**
 * The page's uncaught errors and rejections from now on (the runtime services load this after the
 * first render; an error before that is logged and shown, as 000 §8 asks, but not reported).
 */
export function reportPageErrors(win: Window = window): void {
  if (listening) return
  listening = true
  win.addEventListener('error', (event) => reportClientError('uncaught', event.error ?? event.message))
  win.addEventListener('unhandledrejection', (event) =>
    reportClientError('unhandled_rejection', event.reason),
  )
}
