import { z } from 'zod'
import { FORM_MESSAGES } from '../../lib/validation/form-check.ts'
import { isValidEmail } from '../../lib/validation/validators.ts'
import { cleanText } from './profile-schema.ts'

/** 001 §5 Log Interaction. */
export const INTERACTION_TYPES = [
  'Meeting',
  'Call',
  'Email',
  'Advisory Session',
  'Workshop',
  'Follow-up',
] as const
export type InteractionType = (typeof INTERACTION_TYPES)[number]

export const INTERACTION_LABELS = {
  interaction_type: 'Type',
  occurred_at: 'Date/Time',
  contact_email: 'Contact Email',
  interaction_subject: 'Subject',
  interaction_notes: 'Notes',
  interaction_outcome: 'Outcome',
} as const

const L = INTERACTION_LABELS

export const interactionSchema = z.object({
  interaction_type: z.enum(INTERACTION_TYPES, `${L.interaction_type} ${FORM_MESSAGES.required}`),
  /** A datetime-local value, 'YYYY-MM-DDTHH:mm', in the device's time zone. */
  occurred_at: z
    .string()
    .trim()
    .min(1, { error: `${L.occurred_at} ${FORM_MESSAGES.required}`, abort: true })
    .refine((value) => !Number.isNaN(new Date(value).getTime()), `${L.occurred_at} ${FORM_MESSAGES.invalid}`),
  contact_email: z
    .string()
    .trim()
    .min(1, { error: `${L.contact_email} ${FORM_MESSAGES.required}`, abort: true })
    .refine(isValidEmail, `${L.contact_email} ${FORM_MESSAGES.email}`),
  interaction_subject: cleanText(L.interaction_subject, 300),
  interaction_notes: cleanText(L.interaction_notes, 5_000),
  interaction_outcome: cleanText(L.interaction_outcome, 1_000),
})

export type InteractionValues = z.infer<typeof interactionSchema>

/** The datetime-local value for a moment, in the device's time zone (the field defaults to now). */
export function localDateTimeValue(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}

export function emptyInteraction(now: Date): InteractionValues {
  return {
    interaction_type: 'Meeting',
    occurred_at: localDateTimeValue(now),
    contact_email: '',
    interaction_subject: '',
    interaction_notes: '',
    interaction_outcome: '',
  }
}
