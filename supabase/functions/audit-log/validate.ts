// Spec 000 §3 Audit event: event_type (security, auth, data_access, user_action), action, severity,
// user_id, resource, metadata, ip_address, user_agent, session_id. Kept free of dependencies so the
// same file runs under Deno unchanged.

export const EVENT_TYPES = ['security', 'auth', 'data_access', 'user_action'] as const
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const
export const MAX_EVENTS_PER_CALL = 100

export interface AuditRow {
  /** The device's id for the event, so a batch resent after a lost answer is stored once. */
  id?: string
  event_type: (typeof EVENT_TYPES)[number]
  action: string
  severity: (typeof SEVERITIES)[number]
  resource: string | null
  metadata: Record<string, unknown> | null
  user_agent: string | null
  session_id: string | null
}

type Checked = { ok: true; rows: AuditRow[] } | { ok: false; error: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function optionalText(value: unknown, max: number): string | null | undefined {
  if (value === undefined || value === null) return null
  return typeof value === 'string' && value.length <= max ? value : undefined
}

function checkEvent(event: unknown, index: number): AuditRow | string {
  if (!isRecord(event)) return `events[${index}] must be an object`
  const { id, event_type, action, severity = 'low', resource, metadata, user_agent, session_id } = event
  if (id !== undefined && (typeof id !== 'string' || !UUID.test(id)))
    return `events[${index}].id must be a UUID when given`
  if (!EVENT_TYPES.includes(event_type as AuditRow['event_type']))
    return `events[${index}].event_type must be one of ${EVENT_TYPES.join(', ')}`
  if (typeof action !== 'string' || action.trim() === '' || action.length > 200)
    return `events[${index}].action must be a non-empty text of at most 200 characters`
  if (!SEVERITIES.includes(severity as AuditRow['severity']))
    return `events[${index}].severity must be one of ${SEVERITIES.join(', ')}`
  if (metadata !== undefined && metadata !== null && !isRecord(metadata))
    return `events[${index}].metadata must be an object`
  const texts = { resource: optionalText(resource, 500), user_agent: optionalText(user_agent, 500) }
  const session = optionalText(session_id, 200)
  if (texts.resource === undefined || texts.user_agent === undefined || session === undefined)
    return `events[${index}] has a text field that is not text or is too long`
  return {
    ...(typeof id === 'string' ? { id } : {}),
    event_type: event_type as AuditRow['event_type'],
    action,
    severity: severity as AuditRow['severity'],
    resource: texts.resource,
    metadata: (metadata as Record<string, unknown> | undefined) ?? null,
    user_agent: texts.user_agent,
    session_id: session,
  }
}

/** Checks a whole batch: one bad event refuses the batch, so nothing half-arrives. */
export function checkAuditBatch(body: unknown): Checked {
  if (!isRecord(body) || !Array.isArray(body.events))
    return { ok: false, error: 'Body must be { events: [...] }' }
  if (body.events.length === 0) return { ok: false, error: 'events must not be empty' }
  if (body.events.length > MAX_EVENTS_PER_CALL)
    return { ok: false, error: `At most ${MAX_EVENTS_PER_CALL} events per call` }
  const rows: AuditRow[] = []
  for (const [index, event] of body.events.entries()) {
    const checked = checkEvent(event, index)
    if (typeof checked === 'string') return { ok: false, error: checked }
    rows.push(checked)
  }
  return { ok: true, rows }
}
