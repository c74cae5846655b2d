/** A proposal a member starts from the phone (002 §6: premium and pro create proposals). Pure. */
import { validateForm } from '../../lib/validation/form-check.ts'
import { DEFAULT_MAX_LENGTH } from '../../lib/validation/validators.ts'

export interface NewProposalInput {
  title: string
  description: string
}

const RULES = {
  title: { label: 'Title', required: true, maxLength: DEFAULT_MAX_LENGTH },
  description: { label: 'Description', maxLength: DEFAULT_MAX_LENGTH },
} as const

export type NewProposalRow = { title: string; description: string | null; status: 'draft' }

/** 000 §5's form check; a new proposal is a draft (001 §4's neutral status) until the advisor takes it on. */
export function newProposalRow(
  input: NewProposalInput,
):
  | { ok: true; row: NewProposalRow }
  | { ok: false; errors: Partial<Record<keyof NewProposalInput, string>> } {
  const check = validateForm(input, RULES)
  if (!check.valid) return { ok: false, errors: check.errors }
  const description = input.description.trim()
  return {
    ok: true,
    row: { title: input.title.trim(), description: description === '' ? null : description, status: 'draft' },
  }
}
