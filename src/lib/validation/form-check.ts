import { isSuspiciousContent } from '../security/sanitize.ts'
import { isValidEmail, isValidLength, isValidPhone, isValidUrl } from './validators.ts'

/**
 * The form check of spec 000 §5. Every message starts with the field's label, so the spec's
 * '{field} is required' and the suffixes ('must be a valid email', …) read the same way:
 * 'Email must be a valid email'. The label is `rule.label`, or the field key when none is given.
 */
export const FORM_MESSAGES = {
  required: 'is required',
  email: 'must be a valid email',
  url: 'must be a valid URL',
  phone: 'must be a valid phone number',
  length: 'length is invalid',
  invalid: 'is invalid',
  content: 'contains invalid content',
} as const

export interface FieldRule {
  label?: string
  required?: boolean
  type?: 'email' | 'url' | 'phone' | 'text'
  minLength?: number
  maxLength?: number
  pattern?: RegExp
  validate?: (value: string) => boolean
}

export type FormRules<Field extends string> = Partial<Record<Field, FieldRule>>

export interface FormCheck<Field extends string> {
  valid: boolean
  errors: Partial<Record<Field, string>>
}

const TYPE_CHECKS = {
  email: [isValidEmail, FORM_MESSAGES.email],
  url: [isValidUrl, FORM_MESSAGES.url],
  phone: [isValidPhone, FORM_MESSAGES.phone],
} as const

function asText(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'string' ? value : String(value)
}

/** The first failing rule of a field, as a suffix of FORM_MESSAGES; null when the value passes. */
function fieldProblem(value: string, rule: FieldRule): string | null {
  if (value.trim() === '') return rule.required ? FORM_MESSAGES.required : null
  if (rule.type !== undefined && rule.type !== 'text') {
    const [check, message] = TYPE_CHECKS[rule.type]
    if (!check(value)) return message
  }
  if (rule.minLength !== undefined || rule.maxLength !== undefined) {
    if (!isValidLength(value, rule.minLength, rule.maxLength)) return FORM_MESSAGES.length
  }
  if (rule.pattern !== undefined && !rule.pattern.test(value)) return FORM_MESSAGES.invalid
  if (rule.validate !== undefined && !rule.validate(value)) return FORM_MESSAGES.invalid
  if (isSuspiciousContent(value)) return FORM_MESSAGES.content
  return null
}

export function validateForm<Field extends string>(
  values: Partial<Record<Field, unknown>>,
  rules: FormRules<Field>,
): FormCheck<Field> {
  const errors: Partial<Record<Field, string>> = {}
  for (const field of Object.keys(rules) as Field[]) {
    const rule = rules[field]
    if (rule === undefined) continue
    const problem = fieldProblem(asText(values[field]), rule)
    if (problem !== null) errors[field] = `${rule.label ?? field} ${problem}`
  }
  return { valid: Object.keys(errors).length === 0, errors }
}
