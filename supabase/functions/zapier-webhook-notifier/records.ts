import { z } from 'zod'

// 001 §7: the profile save sends Contact and Company records, the interaction log an Interaction
// (001 §5: type Meeting, Call, Email, Advisory Session, Workshop, Follow-up; contact e-mail required).

const text = (max: number) => z.string().trim().max(max).optional()
const email = z.email('must be a valid email')

const contact = z.object({
  email,
  first_name: text(200),
  last_name: text(200),
  full_name: text(400),
  company: text(200),
  job_title: text(200),
  phone: text(50),
  linkedin_url: text(500),
  company_website: text(500),
})

const company = z.object({ name: z.string().trim().min(1, 'is required').max(200), website: text(500) })

export const INTERACTION_TYPES = [
  'Meeting',
  'Call',
  'Email',
  'Advisory Session',
  'Workshop',
  'Follow-up',
] as const

const interaction = z.object({
  contact_email: email,
  interaction_type: z.enum(INTERACTION_TYPES, `must be one of ${INTERACTION_TYPES.join(', ')}`),
  interaction_subject: text(300),
  interaction_notes: text(5_000),
  interaction_outcome: text(1_000),
  scheduled_at: z.iso.datetime({ offset: true }).optional(),
  completed_at: z.iso.datetime({ offset: true }).optional(),
})

const common = {
  external_id: z.string().trim().min(1, 'is required').max(200),
  mode: z.enum(['upsert', 'create'], 'must be upsert or create').default('upsert'),
  relations: z.object({ contact_email: email.optional() }).catchall(z.unknown()).optional(),
}

export const notifierInput = z.discriminatedUnion(
  'record_type',
  [
    z.object({ record_type: z.literal('Contact'), data: contact, ...common }),
    z.object({ record_type: z.literal('Company'), data: company, ...common }),
    z.object({ record_type: z.literal('Interaction'), data: interaction, ...common }),
  ],
  { error: 'must be Contact, Company or Interaction' },
)
export type NotifierInput = z.infer<typeof notifierInput>
