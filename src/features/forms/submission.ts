import type { RateLimiter } from '../../lib/security/rate-limiter.ts'
import { cleanText } from '../../lib/security/sanitize.ts'
import type { FormDefinition, FormType } from './form-definitions.ts'
import type { FieldValue, FormValues } from './form-schema.ts'
import { rateLimitedMessage, SUSPICIOUS_ACTIVITY } from './texts.ts'

/** What goes to `form_submissions` (the outbox input): e-mail and name in their columns, the rest whole. */
export interface SubmissionDraft {
  form_type: FormType
  email: string | null
  name: string | null
  payload: Record<string, unknown>
  source_path: string | null
}

function cleaned(value: FieldValue): FieldValue {
  if (typeof value === 'string') return cleanText(value)
  return Array.isArray(value) ? value.map(cleanText) : value
}

function isBlank(value: FieldValue): boolean {
  return value === '' || (Array.isArray(value) && value.length === 0)
}

/** Text cleaned as 000 §5 says (scripts, javascript: prefixes, handlers stripped); empty fields left out. */
export function toSubmission(form: FormDefinition, values: FormValues, sourcePath: string): SubmissionDraft {
  const payload: Record<string, unknown> = form.topic ? { topic: form.topic } : {}
  let email: string | null = null
  let name: string | null = null
  for (const field of form.fields) {
    const raw = values[field.name]
    if (raw === undefined) continue
    const value = cleaned(raw)
    if (isBlank(value)) continue
    if (field.name === 'email' && typeof value === 'string') email = value.toLowerCase()
    else if (field.name === 'name' && typeof value === 'string') name = value
    else payload[field.name] = value
  }
  return { form_type: form.formType, email, name, payload, source_path: sourcePath }
}

export type Admission = { allowed: true } | { allowed: false; message: string }

/**
 * The rate limit of 000 §5 per form: 10 sends a minute, and none while the pattern looks automated
 * (more than 5 in 10 s, or machine-regular gaps). Every attempt counts, refused or not.
 */
export function admitSubmission(limiter: RateLimiter, key: string): Admission {
  const decision = limiter.attempt(key)
  if (!decision.allowed) return { allowed: false, message: rateLimitedMessage(decision.retryAfterMs) }
  if (limiter.isSuspicious(key)) return { allowed: false, message: SUSPICIOUS_ACTIVITY }
  return { allowed: true }
}
