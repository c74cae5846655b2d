import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientErrorSink, ERROR_BATCH_DELAY_MS } from '../../../src/app/backend/audit.ts'
import { connectErrorSink, reportClientError } from '../../../src/app/backend/error-reporting.ts'
import { type AuditEvent, createAuditQueue, type QueuedAuditEvent } from '../../../src/lib/audit-queue.ts'
import { clientErrorReport, createErrorGate, reportingAllowed } from '../../../src/lib/client-error-report.ts'
import { clientErrorEvent, newSyncFailures } from '../../../src/lib/client-errors.ts'
import { CONSENT_STORAGE_KEY } from '../../../src/lib/consent.ts'

const consent = (analytics: boolean) =>
  JSON.stringify({
    version: '1.0',
    consent: {
      essential: true,
      analytics,
      functional: false,
      marketing: false,
      timestamp: '2026-01-01T00:00:00Z',
    },
  })

describe('client error reports', () => {
  it('keep the path only, cut long messages and stacks, and need consent to analytics', () => {
    const error = new TypeError('x'.repeat(900))
    const report = clientErrorReport('uncaught', error, '/dashboard', Date.UTC(2026, 10, 26))
    expect(report).toMatchObject({
      kind: 'uncaught',
      name: 'TypeError',
      path: '/dashboard',
      at: '2026-11-26T00:00:00.000Z',
    })
    expect(report.message).toHaveLength(500)
    expect(reportingAllowed(consent(true))).toBe(true)
    expect(reportingAllowed(consent(false))).toBe(false)
    expect(reportingAllowed(null)).toBe(false)
  })

  it('become audit events: sync failures as data access, page errors as the page’s own', () => {
    const info = { build: '2026-11-26 06:00', version: '1.0.0', userAgent: 'UA', online: true }
    const page = clientErrorEvent(clientErrorReport('uncaught', new Error('boom'), '/app/home', 0), info)
    expect(page).toMatchObject({
      event_type: 'user_action',
      action: 'client_error.uncaught',
      severity: 'high',
      resource: '/app/home',
      metadata: { name: 'Error', message: 'boom', build: '2026-11-26 06:00', online: true },
    })
    const sync = clientErrorEvent(clientErrorReport('sync_download', 'JWT expired', '/app/home', 0), info)
    expect(sync).toMatchObject({
      event_type: 'data_access',
      action: 'client_error.sync_download',
      severity: 'medium',
    })
  })

  it('let each distinct error through once, and at most the limit in all', () => {
    const gate = createErrorGate(2)
    const report = (message: string) => clientErrorReport('uncaught', message, '/', 0)
    expect([gate(report('a')), gate(report('a')), gate(report('b')), gate(report('c'))]).toEqual([
      true,
      false,
      true,
      false,
    ])
  })

  it('name the sync failures that appeared: errors while online, each newly refused write', () => {
    const calm = { online: true, uploadError: null, downloadError: null, failed: [] }
    const refused = { id: 'e1', table: 'sparks', error: 'new row violates row-level security policy' }
    expect(
      newSyncFailures(calm, {
        ...calm,
        uploadError: 'HTTP 500',
        downloadError: 'JWT expired',
        failed: [refused],
      }),
    ).toEqual([
      { kind: 'sync_upload', message: 'HTTP 500' },
      { kind: 'sync_download', message: 'JWT expired' },
      { kind: 'sync_refused', message: 'sparks: new row violates row-level security policy' },
    ])
    expect(newSyncFailures(calm, { ...calm, online: false, uploadError: 'Failed to fetch' })).toEqual([])
    const failing = { ...calm, uploadError: 'HTTP 500', failed: [refused] }
    expect(newSyncFailures(failing, failing)).toEqual([])
  })
})

describe('the page’s reporter', () => {
  afterEach(() => {
    localStorage.clear()
    vi.useRealTimers()
  })

  it('keeps nothing without consent, and hands what waited to the audit trail once it connects', () => {
    reportClientError('uncaught', new Error('before consent'))
    localStorage.setItem(CONSENT_STORAGE_KEY, consent(true))
    reportClientError('unhandled_rejection', new Error('after consent'))
    const received: string[] = []
    connectErrorSink((report) => received.push(`${report.kind}: ${report.message}`))
    reportClientError('uncaught', new Error('once connected'))
    expect(received).toEqual(['unhandled_rejection: after consent', 'uncaught: once connected'])
  })

  it('queues reports on the device and posts a burst as one batch, keeping it when the post fails', async () => {
    vi.useFakeTimers()
    let stored: QueuedAuditEvent[] = []
    const posts: AuditEvent[][] = []
    let online = false
    const queue = createAuditQueue({
      store: {
        load: async () => stored,
        save: async (events) => {
          stored = events
        },
      },
      post: async (batch) => {
        if (!online) throw new TypeError('Failed to fetch')
        posts.push(batch)
      },
    })
    const sink = clientErrorSink(queue)
    for (const message of ['one', 'two', 'three']) sink(clientErrorReport('uncaught', message, '/', 0))
    await vi.advanceTimersByTimeAsync(ERROR_BATCH_DELAY_MS)
    expect(posts).toEqual([])
    expect(stored).toHaveLength(3)
    online = true
    await queue.flush()
    expect(posts).toHaveLength(1)
    expect(posts[0]?.map((event) => event.metadata?.message)).toEqual(['one', 'two', 'three'])
    expect(stored).toEqual([])
  })
})
