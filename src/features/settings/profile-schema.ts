import { z } from 'zod'
import { isSuspiciousContent } from '../../lib/security/sanitize.ts'
import { FORM_MESSAGES } from '../../lib/validation/form-check.ts'
import { isValidPhone, isValidUrl } from '../../lib/validation/validators.ts'

/** 001 §5 Profile with the 000 §5 checks and messages ('First Name is required', '… must be a valid URL'). */
export const PROFILE_LABELS = {
  first_name: 'First Name',
  last_name: 'Last Name',
  company: 'Company',
  job_title: 'Job Title',
  company_website: 'Company Website',
  linkedin_url: 'LinkedIn URL',
  phone: 'Phone',
} as const

const MAX_TEXT = 200
const MAX_URL = 500

/** Free text: trimmed, at most `max` characters, no script or injection content (000 §5). */
export function cleanText(label: string, max = MAX_TEXT) {
  return z
    .string()
    .trim()
    .max(max, `${label} ${FORM_MESSAGES.length}`)
    .refine((value) => !isSuspiciousContent(value), `${label} ${FORM_MESSAGES.content}`)
}

const required = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} ${FORM_MESSAGES.required}`, abort: true })
    .pipe(cleanText(label))

/** Optional: empty passes, anything else must pass `check`. */
const optionalChecked = (label: string, check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(MAX_URL, `${label} ${FORM_MESSAGES.length}`)
    .refine((value) => value === '' || check(value), `${label} ${message}`)

export const profileSchema = z.object({
  first_name: required(PROFILE_LABELS.first_name),
  last_name: required(PROFILE_LABELS.last_name),
  company: cleanText(PROFILE_LABELS.company),
  job_title: cleanText(PROFILE_LABELS.job_title),
  company_website: optionalChecked(PROFILE_LABELS.company_website, isValidUrl, FORM_MESSAGES.url),
  linkedin_url: optionalChecked(PROFILE_LABELS.linkedin_url, isValidUrl, FORM_MESSAGES.url),
  phone: optionalChecked(PROFILE_LABELS.phone, isValidPhone, FORM_MESSAGES.phone),
})

export type ProfileValues = z.infer<typeof profileSchema>

export const EMPTY_PROFILE: ProfileValues = {
  first_name: '',
  last_name: '',
  company: '',
  job_title: '',
  company_website: '',
  linkedin_url: '',
  phone: '',
}

/** The form's starting values from the mirrored row (nulls become empty fields). */
export function profileValuesFrom(
  row: Partial<Record<keyof ProfileValues, string | null>> | undefined,
): ProfileValues {
  const value = (key: keyof ProfileValues) => row?.[key] ?? ''
  return {
    first_name: value('first_name'),
    last_name: value('last_name'),
    company: value('company'),
    job_title: value('job_title'),
    company_website: value('company_website'),
    linkedin_url: value('linkedin_url'),
    phone: value('phone'),
  }
}

/** What the profiles row stores: empty optional fields are null, not ''. */
export function profilePatchFrom(values: ProfileValues): Record<keyof ProfileValues, string | null> {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    company: values.company || null,
    job_title: values.job_title || null,
    company_website: values.company_website || null,
    linkedin_url: values.linkedin_url || null,
    phone: values.phone || null,
  }
}
