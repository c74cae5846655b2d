import { z } from 'zod'
import { checkSecureForm } from '../../lib/security/secure-form.ts'
import { type FieldRule, FORM_MESSAGES, validateForm } from '../../lib/validation/form-check.ts'
import { DEFAULT_MAX_LENGTH } from '../../lib/validation/validators.ts'
import type { FieldDefinition, FormDefinition } from './form-definitions.ts'

/**
 * The zod schema of a form, built from its definition with the rules and messages of spec 000 §5
 * as src/lib words them ('Email must be a valid email', 'Name is required', 'Potential threat
 * detected in Message'), so react-hook-form shows exactly what the shared checks say.
 */
export type FieldValue = string | boolean | string[]
export type FormValues = Record<string, FieldValue>

const TEXT_TYPE = { email: 'email', url: 'url', tel: 'phone' } as const

function isTextField(field: FieldDefinition): boolean {
  return field.kind !== 'checkbox' && field.kind !== 'checkboxes'
}

function ruleFor(field: FieldDefinition): FieldRule {
  const options = field.options
  return {
    label: field.label,
    required: field.required === true,
    type: field.kind in TEXT_TYPE ? TEXT_TYPE[field.kind as keyof typeof TEXT_TYPE] : 'text',
    maxLength: field.maxLength ?? DEFAULT_MAX_LENGTH,
    ...(options ? { validate: (value: string) => options.includes(value) } : {}),
  }
}

export function defaultValues(form: FormDefinition): FormValues {
  return Object.fromEntries(
    form.fields.map((field) => [
      field.name,
      field.kind === 'checkbox' ? false : field.kind === 'checkboxes' ? [] : '',
    ]),
  )
}

function valueSchema(field: FieldDefinition) {
  if (field.kind === 'checkbox') return z.boolean()
  if (field.kind === 'checkboxes') return z.array(z.string())
  return z.string()
}

function problemsOf(form: FormDefinition, values: FormValues): [string, string][] {
  const textRules = Object.fromEntries(
    form.fields.filter(isTextField).map((field) => [field.name, ruleFor(field)]),
  )
  const { errors } = validateForm(values, textRules)
  const problems: [string, string][] = []
  for (const field of form.fields) {
    const value = values[field.name]
    const requiredText = `${field.label} ${FORM_MESSAGES.required}`
    let problem: string | undefined = errors[field.name]
    if (field.kind === 'checkbox' && field.required && value !== true) problem = requiredText
    if (
      field.kind === 'checkboxes' &&
      Array.isArray(value) &&
      value.some((item) => !field.options?.includes(item))
    ) {
      problem = `${field.label} ${FORM_MESSAGES.invalid}`
    }
    if (problem === requiredText && field.requiredMessage) problem = field.requiredMessage
    // The broader secure-form check (SQL shapes, file paths) names the field by its label.
    if (!problem && typeof value === 'string') problem = checkSecureForm({ [field.label]: value }).threats[0]
    if (problem) problems.push([field.name, problem])
  }
  return problems
}

export function formSchema(form: FormDefinition) {
  const shape = Object.fromEntries(form.fields.map((field) => [field.name, valueSchema(field)]))
  return z.object(shape).superRefine((values, context) => {
    for (const [name, message] of problemsOf(form, values as FormValues)) {
      context.addIssue({ code: 'custom', path: [name], message })
    }
  })
}
