import { z } from 'zod'

/**
 * Push-only tables: rows anyone may insert (signed in or not) and nobody reads back, so they are never
 * pulled or mirrored. They travel through the outbox (`push/outbox-pass.ts`) with the anon key.
 */
export const OUTBOX_TABLE = { formSubmissions: 'form_submissions' } as const
export type OutboxTable = (typeof OUTBOX_TABLE)[keyof typeof OUTBOX_TABLE]

/** `form_submissions.form_type` as the migration's check allows it (the drift test compares them). */
export const FORM_TYPES = [
  'contact',
  'partnership',
  'advisory',
  'application',
  'strategy_session',
  'waitlist',
  'membership_waitlist',
  'ecosystem',
  'newsletter_join',
  'newsletter_preferences',
  'newsletter_unsubscribe',
] as const

/** The migration's own e-mail check: a form the server would refuse is refused before it is queued. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

/** What a public form hands over; `user_id` and `status` are left to the server (anonymous, 'new'). */
export const FormSubmissionInputSchema = z.object({
  form_type: z.enum(FORM_TYPES),
  email: z.string().regex(EMAIL).nullable().default(null),
  name: z.string().nullable().default(null),
  /** The form's own fields, kept whole (shapes differ per form). */
  payload: z.record(z.string(), z.unknown()).default({}),
  source_path: z.string().nullable().default(null),
})
export type FormSubmissionInput = z.input<typeof FormSubmissionInputSchema>
