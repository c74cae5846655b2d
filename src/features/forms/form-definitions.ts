import type { FORM_TYPES } from '../../../sync/public/outbox.ts'
import { FORM_TOASTS, SESSION_TYPE_REQUIRED } from './texts.ts'

/**
 * Every public form of the website as data: its fields, the `form_submissions.form_type` it is
 * stored as, its toasts and where it leads afterwards. The schema (form-schema.ts) and the rendered
 * form both come from these definitions, so a rule is written once.
 */
export type FieldKind = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select' | 'checkbox' | 'checkboxes'

export interface FieldDefinition {
  readonly name: string
  readonly label: string
  readonly kind: FieldKind
  readonly required?: boolean
  readonly options?: readonly string[]
  readonly autoComplete?: string
  readonly maxLength?: number
  readonly hint?: string
  /** Replaces '{label} is required' where the spec has its own words. */
  readonly requiredMessage?: string
}

export type FormType = (typeof FORM_TYPES)[number]

export interface FormDefinition {
  readonly formType: FormType
  readonly title: string
  readonly submitLabel: string
  readonly fields: readonly FieldDefinition[]
  readonly toasts: { readonly success: string; readonly failure: string }
  /** Stored with the payload so one form_type can serve two pages (funding-gaps access is a contact). */
  readonly topic?: string
  /** Where the visitor goes once the form is stored (the waitlists lead to /waitlist-thanks). */
  readonly next?: string
}

const NAME: FieldDefinition = {
  name: 'name',
  label: 'Name',
  kind: 'text',
  required: true,
  autoComplete: 'name',
}
const EMAIL: FieldDefinition = {
  name: 'email',
  label: 'Email',
  kind: 'email',
  required: true,
  autoComplete: 'email',
}
const COMPANY: FieldDefinition = {
  name: 'company',
  label: 'Company',
  kind: 'text',
  autoComplete: 'organization',
}
const WEBSITE: FieldDefinition = {
  name: 'website',
  label: 'Website',
  kind: 'url',
  autoComplete: 'url',
  hint: 'Starting with https://',
}
const PHONE: FieldDefinition = {
  name: 'phone',
  label: 'Phone',
  kind: 'tel',
  autoComplete: 'tel',
  hint: 'Optional. Include the country code, e.g. +44 20 7946 0000',
}
const message = (label: string, hint?: string): FieldDefinition => ({
  name: 'message',
  label,
  kind: 'textarea',
  required: true,
  maxLength: 1000,
  ...(hint ? { hint } : {}),
})

export const STAGES = [
  'Idea',
  'Pre-seed',
  'Seed',
  'Series A',
  'Series B or later',
  'Profitable / bootstrapped',
]
export const SESSION_FOCUS = ['Strategy & Growth', 'Fundraising', 'Operations', 'Market Entry']
export const SESSION_TIMELINE = ['This week', 'Next week', 'Flexible']
export const NEWSLETTER_TOPICS = [
  'YELmail weekly letter',
  'Monthly digest',
  'Events and office hours',
  'Product news',
]

export const FORMS = {
  contact: {
    formType: 'contact',
    title: 'Send us a message',
    submitLabel: 'Send message',
    fields: [
      NAME,
      EMAIL,
      COMPANY,
      {
        name: 'topic',
        label: 'Topic',
        kind: 'select',
        required: true,
        options: ['Advisory', 'Ventures', 'Partnerships', 'Membership', 'Press', 'Something else'],
      },
      message('Message'),
    ],
    toasts: FORM_TOASTS.contact,
  },
  partnership: {
    formType: 'partnership',
    title: 'Partnership request',
    submitLabel: 'Submit partnership request',
    fields: [
      NAME,
      EMAIL,
      { ...COMPANY, label: 'Organisation', required: true },
      WEBSITE,
      {
        name: 'partnerType',
        label: 'Partnership type',
        kind: 'select',
        required: true,
        options: [
          'Investor or fund',
          'Venture studio',
          'Accelerator or university',
          'Service provider',
          'Corporate',
        ],
      },
      message('How would we work together?'),
    ],
    toasts: FORM_TOASTS.partnership,
  },
  ecosystem: {
    formType: 'ecosystem',
    title: 'Join the ecosystem',
    submitLabel: 'Submit partnership request',
    fields: [
      { ...COMPANY, label: 'Organisation', required: true },
      { ...NAME, label: 'Contact name' },
      EMAIL,
      WEBSITE,
      {
        name: 'region',
        label: 'Region',
        kind: 'select',
        required: true,
        options: [
          'United Kingdom',
          'Europe',
          'North America',
          'Middle East and Africa',
          'Asia-Pacific',
          'Latin America',
        ],
      },
      message('What do you offer founders or investors?'),
    ],
    toasts: FORM_TOASTS.partnership,
  },
  advisory: {
    formType: 'advisory',
    title: 'Advisory request',
    submitLabel: 'Submit advisory request',
    fields: [
      NAME,
      EMAIL,
      { ...COMPANY, required: true },
      WEBSITE,
      { name: 'stage', label: 'Stage', kind: 'select', required: true, options: STAGES },
      { name: 'focus', label: 'Focus', kind: 'select', required: true, options: SESSION_FOCUS },
      message('What do you need help with?', 'The decision in front of you, and by when.'),
    ],
    toasts: FORM_TOASTS.advisory,
  },
  application: {
    formType: 'application',
    title: 'Apply for an equity partnership',
    submitLabel: 'Submit application',
    fields: [
      NAME,
      EMAIL,
      { ...COMPANY, required: true },
      { ...WEBSITE, required: true },
      { name: 'stage', label: 'Stage', kind: 'select', required: true, options: STAGES },
      { name: 'linkedin', label: 'LinkedIn profile', kind: 'url', hint: 'Optional' },
      message('What are you building, and why now?'),
    ],
    toasts: FORM_TOASTS.application,
  },
  strategySession: {
    formType: 'strategy_session',
    title: 'Strategy session booking',
    submitLabel: 'Book strategy session',
    fields: [
      NAME,
      EMAIL,
      PHONE,
      COMPANY,
      {
        name: 'focus',
        label: 'Session focus',
        kind: 'select',
        required: true,
        options: SESSION_FOCUS,
        requiredMessage: SESSION_TYPE_REQUIRED,
      },
      { name: 'timeline', label: 'Timeline', kind: 'select', required: true, options: SESSION_TIMELINE },
      { name: 'notes', label: 'Notes', kind: 'textarea', maxLength: 1000, hint: 'Optional' },
    ],
    toasts: FORM_TOASTS.strategySession,
  },
  waitlist: {
    formType: 'waitlist',
    title: 'Waitlist sign-up',
    submitLabel: 'Join the waitlist',
    fields: [
      NAME,
      EMAIL,
      {
        name: 'role',
        label: 'I am',
        kind: 'select',
        required: true,
        options: ['A founder', 'An investor', 'An operator'],
      },
      COMPANY,
    ],
    toasts: FORM_TOASTS.waitlist,
    next: '/waitlist-thanks',
  },
  membershipWaitlist: {
    formType: 'membership_waitlist',
    title: 'Apply for membership',
    submitLabel: 'Apply for membership',
    fields: [
      NAME,
      EMAIL,
      { name: 'role', label: 'I am', kind: 'select', required: true, options: ['A founder', 'An investor'] },
      {
        name: 'tier',
        label: 'Membership',
        kind: 'select',
        required: true,
        options: ['Forge', 'Workshop', 'Studio', 'Not sure yet'],
      },
      COMPANY,
      { name: 'linkedin', label: 'LinkedIn profile', kind: 'url', hint: 'Optional' },
      { name: 'goal', label: 'What should membership change for you?', kind: 'textarea', maxLength: 1000 },
    ],
    toasts: FORM_TOASTS.membershipWaitlist,
    next: '/waitlist-thanks',
  },
  newsletterJoin: {
    formType: 'newsletter_join',
    title: 'Subscribe to YELmail',
    submitLabel: 'Subscribe',
    fields: [
      { ...NAME, required: false, label: 'First name', autoComplete: 'given-name' },
      EMAIL,
      { name: 'topics', label: 'Send me', kind: 'checkboxes', options: NEWSLETTER_TOPICS },
      {
        name: 'consent',
        label: 'Consent',
        kind: 'checkbox',
        required: true,
        hint: 'I agree to receive YELmail by email and know I can unsubscribe at any time.',
      },
    ],
    toasts: FORM_TOASTS.newsletterJoin,
  },
  newsletterPreferences: {
    formType: 'newsletter_preferences',
    title: 'Update your preferences',
    submitLabel: 'Save preferences',
    fields: [
      EMAIL,
      { name: 'topics', label: 'Send me', kind: 'checkboxes', options: NEWSLETTER_TOPICS },
      {
        name: 'frequency',
        label: 'How often',
        kind: 'select',
        required: true,
        options: ['Every issue', 'Monthly digest only'],
      },
    ],
    toasts: FORM_TOASTS.newsletterPreferences,
  },
  newsletterUnsubscribe: {
    formType: 'newsletter_unsubscribe',
    title: 'Unsubscribe from everything',
    submitLabel: 'Unsubscribe',
    fields: [
      EMAIL,
      {
        name: 'reason',
        label: 'Reason',
        kind: 'select',
        options: ['Too many emails', 'Not relevant to me', 'I never signed up', 'Other'],
        hint: 'Optional',
      },
    ],
    toasts: FORM_TOASTS.newsletterUnsubscribe,
  },
  fundingGapsAccess: {
    formType: 'contact',
    topic: 'funding-gaps-report-access',
    title: 'Request the full report',
    submitLabel: 'Request access',
    fields: [
      NAME,
      EMAIL,
      { ...COMPANY, required: true },
      {
        name: 'role',
        label: 'Role',
        kind: 'select',
        required: true,
        options: ['Founder', 'Investor', 'Advisor or operator', 'Researcher or press'],
      },
    ],
    toasts: FORM_TOASTS.fundingGapsAccess,
  },
} as const satisfies Record<string, FormDefinition>

export type FormId = keyof typeof FORMS
