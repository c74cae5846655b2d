import type { FormDefinition } from './form-definitions.ts'
import type { FieldValue, FormValues } from './form-schema.ts'

/**
 * What a visitor typed into a public form, kept in local storage until the form is stored, so a
 * reload (the network coming back, a closed tab) loses nothing. Per form id and device.
 */
export const draftKey = (formId: string) => `jul-form-draft:${formId}`

function fits(kind: FormDefinition['fields'][number]['kind'], value: unknown): value is FieldValue {
  if (kind === 'checkbox') return typeof value === 'boolean'
  if (kind === 'checkboxes') return Array.isArray(value) && value.every((item) => typeof item === 'string')
  return typeof value === 'string'
}

/**
 * The stored draft as the form's values: only the form's own fields with the right kind of value;
 * anything else (an older build's fields, a hand-edited entry, unreadable JSON) is left out.
 */
export function parseDraft(form: FormDefinition, stored: string | null): Partial<FormValues> {
  if (!stored) return {}
  let raw: unknown
  try {
    raw = JSON.parse(stored)
  } catch {
    return {}
  }
  if (typeof raw !== 'object' || raw === null) return {}
  const values: Partial<FormValues> = {}
  for (const field of form.fields) {
    const value = (raw as Record<string, unknown>)[field.name]
    if (fits(field.kind, value)) values[field.name] = value
  }
  return values
}

/** Whether the values hold anything typed: an untouched form keeps no draft. */
export function hasTyped(values: FormValues, blank: FormValues): boolean {
  return Object.entries(values).some(([name, value]) => JSON.stringify(value) !== JSON.stringify(blank[name]))
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Local storage can be missing or full (private modes): a draft is a convenience, never an error. */
export function draftStore(formId: string, storage: () => DraftStorage = () => window.localStorage) {
  const key = draftKey(formId)
  const quietly = <T>(run: () => T, fallback: T): T => {
    try {
      return run()
    } catch {
      return fallback
    }
  }
  return {
    read: () => quietly(() => storage().getItem(key), null),
    save: (values: FormValues) => quietly(() => storage().setItem(key, JSON.stringify(values)), undefined),
    clear: () => quietly(() => storage().removeItem(key), undefined),
  }
}
