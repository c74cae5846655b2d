import { describe, expect, it } from 'vitest'
import { interactionRecord, profileRecords } from '../../../../src/features/settings/crm-records.ts'
import {
  emptyInteraction,
  INTERACTION_TYPES,
  interactionSchema,
  localDateTimeValue,
} from '../../../../src/features/settings/interaction-schema.ts'
import {
  EMPTY_PROFILE,
  profilePatchFrom,
  profileSchema,
} from '../../../../src/features/settings/profile-schema.ts'
import { SETTINGS_NOTICE_TEXTS } from '../../../../src/features/settings/texts.ts'

const errorsOf = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))

describe('profile form (001 §5, 000 §5)', () => {
  it('requires first and last name', () => {
    expect(errorsOf(profileSchema.safeParse(EMPTY_PROFILE))).toEqual({
      first_name: 'First Name is required',
      last_name: 'Last Name is required',
    })
  })

  it('checks the company website and LinkedIn as URLs and the phone as a phone', () => {
    const result = profileSchema.safeParse({
      ...EMPTY_PROFILE,
      first_name: 'Ada',
      last_name: 'Lovelace',
      company_website: 'not a url',
      linkedin_url: 'javascript:alert(1)',
      phone: '12-34',
    })
    expect(errorsOf(result)).toEqual({
      company_website: 'Company Website must be a valid URL',
      linkedin_url: 'LinkedIn URL must be a valid URL',
      phone: 'Phone must be a valid phone number',
    })
  })

  it('accepts a complete profile and leaves optional fields empty', () => {
    const values = {
      ...EMPTY_PROFILE,
      first_name: ' Ada ',
      last_name: 'Lovelace',
      company_website: 'https://engines.example',
      linkedin_url: 'https://www.linkedin.com/in/ada',
      phone: '+44 (20) 7946-0958',
    }
    const parsed = profileSchema.parse(values)
    expect(parsed.first_name).toBe('Ada')
    expect(profilePatchFrom(parsed)).toMatchObject({
      company: null,
      job_title: null,
      phone: '+44 (20) 7946-0958',
    })
  })

  it('refuses script content in free text', () => {
    const result = profileSchema.safeParse({
      ...EMPTY_PROFILE,
      first_name: 'Ada',
      last_name: 'L',
      company: '<script>x</script>',
    })
    expect(errorsOf(result).company).toBe('Company contains invalid content')
  })

  it('says the spec messages verbatim', () => {
    expect(SETTINGS_NOTICE_TEXTS.profileUpdated).toBe(
      'Profile Updated: Your profile has been saved and synced to CRM.',
    )
    expect(SETTINGS_NOTICE_TEXTS.profileUpdateFailed).toBe(
      'Error: Failed to update profile. Please try again.',
    )
    expect(SETTINGS_NOTICE_TEXTS.profileLoadFailed).toBe('Error: Failed to load profile data')
    expect(SETTINGS_NOTICE_TEXTS.interactionLogged).toBe('Success: Interaction logged and synced to CRM')
    expect(SETTINGS_NOTICE_TEXTS.interactionFailed).toBe('Failed to log interaction')
  })
})

describe('log interaction form (001 §5)', () => {
  it('offers the six interaction types', () => {
    expect(INTERACTION_TYPES).toEqual([
      'Meeting',
      'Call',
      'Email',
      'Advisory Session',
      'Workshop',
      'Follow-up',
    ])
  })

  it('defaults the date and time to now', () => {
    const now = new Date(2026, 2, 4, 9, 7)
    expect(emptyInteraction(now).occurred_at).toBe('2026-03-04T09:07')
    expect(localDateTimeValue(now)).toBe('2026-03-04T09:07')
  })

  it('requires the contact e-mail and checks its format; subject, notes and outcome are optional', () => {
    const base = emptyInteraction(new Date(2026, 2, 4, 9, 7))
    expect(errorsOf(interactionSchema.safeParse(base))).toEqual({
      contact_email: 'Contact Email is required',
    })
    expect(errorsOf(interactionSchema.safeParse({ ...base, contact_email: 'ada@' }))).toEqual({
      contact_email: 'Contact Email must be a valid email',
    })
    expect(interactionSchema.safeParse({ ...base, contact_email: 'ada@engines.example' }).success).toBe(true)
  })

  it('refuses a type outside the list and a missing date', () => {
    const base = { ...emptyInteraction(new Date()), contact_email: 'ada@engines.example' }
    expect(
      errorsOf(interactionSchema.safeParse({ ...base, interaction_type: 'Lunch' })).interaction_type,
    ).toBe('Type is required')
    expect(errorsOf(interactionSchema.safeParse({ ...base, occurred_at: '' })).occurred_at).toBe(
      'Date/Time is required',
    )
  })
})

describe('CRM records for zapier-webhook-notifier (001 §7)', () => {
  const member = { id: 'user-1', email: 'ada@engines.example' }

  it('sends the profile as a Contact upsert without empty fields', () => {
    const [contact, ...rest] = profileRecords(
      { ...EMPTY_PROFILE, first_name: 'Ada', last_name: 'Lovelace' },
      member,
    )
    expect(rest).toEqual([])
    expect(contact).toEqual({
      record_type: 'Contact',
      external_id: 'user-1',
      mode: 'upsert',
      data: { email: 'ada@engines.example', first_name: 'Ada', last_name: 'Lovelace' },
    })
  })

  it('adds the Company, related to the member, when one is named', () => {
    const records = profileRecords(
      {
        ...EMPTY_PROFILE,
        first_name: 'Ada',
        last_name: 'L',
        company: 'Engines Ltd',
        company_website: 'https://e.example',
      },
      member,
    )
    expect(records[1]).toEqual({
      record_type: 'Company',
      external_id: 'user-1:company',
      mode: 'upsert',
      data: { name: 'Engines Ltd', website: 'https://e.example' },
      relations: { contact_email: 'ada@engines.example' },
    })
  })

  it('sends a past interaction as scheduled and completed, a future one as scheduled only', () => {
    const now = new Date('2026-03-04T12:00:00Z')
    const values = {
      ...emptyInteraction(now),
      contact_email: 'Bob@Example.com',
      interaction_subject: 'Kick-off',
    }
    const past = interactionRecord({ ...values, occurred_at: '2026-03-01T10:00' }, 'id-1', now)
    expect(past).toMatchObject({ record_type: 'Interaction', external_id: 'id-1', mode: 'create' })
    expect(past.data).toMatchObject({
      contact_email: 'bob@example.com',
      interaction_type: 'Meeting',
      interaction_subject: 'Kick-off',
    })
    expect(past.data.completed_at).toBe(past.data.scheduled_at)
    expect(past.data).not.toHaveProperty('interaction_notes')
    const future = interactionRecord({ ...values, occurred_at: '2026-04-01T10:00' }, 'id-2', now)
    expect(future.data.scheduled_at).toBeDefined()
    expect(future.data).not.toHaveProperty('completed_at')
  })
})
