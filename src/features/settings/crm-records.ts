import type { CrmRecord } from '../../lib/crm-outbox.ts'
import type { InteractionValues } from './interaction-schema.ts'
import type { ProfileValues } from './profile-schema.ts'

/** The profile and interaction forms as CRM records; empty optional fields are left out, not sent as ''. */
function present(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([key, value]) =>
      value && value.trim() !== '' ? [[key, value.trim()]] : [],
    ),
  )
}

/** The profile save sends the member as a Contact and, when they name one, their Company. */
export function profileRecords(profile: ProfileValues, member: { id: string; email: string }): CrmRecord[] {
  const contact: CrmRecord = {
    record_type: 'Contact',
    external_id: member.id,
    mode: 'upsert',
    data: present({ email: member.email, ...profile }),
  }
  if (!profile.company.trim()) return [contact]
  return [
    contact,
    {
      record_type: 'Company',
      external_id: `${member.id}:company`,
      mode: 'upsert',
      data: present({ name: profile.company, website: profile.company_website }),
      relations: { contact_email: member.email },
    },
  ]
}

/**
 * An interaction is scheduled at its date; one dated now or earlier has also happened, so it is
 * completed then too. `id` is made on the device once, so the record keeps it while it waits.
 */
export function interactionRecord(values: InteractionValues, id: string, now: Date): CrmRecord {
  const at = new Date(values.occurred_at)
  return {
    record_type: 'Interaction',
    external_id: id,
    mode: 'create',
    data: present({
      contact_email: values.contact_email.toLowerCase(),
      interaction_type: values.interaction_type,
      interaction_subject: values.interaction_subject,
      interaction_notes: values.interaction_notes,
      interaction_outcome: values.interaction_outcome,
      scheduled_at: at.toISOString(),
      completed_at: at.getTime() <= now.getTime() ? at.toISOString() : undefined,
    }),
  }
}
