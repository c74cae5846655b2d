import type { ProposalInput, PublicProposal } from '../../data/public-proposals.ts'
import { type PricingLine, type ProposalSection, slugify } from '../../lib/proposals.ts'

/** The editor's state: text as typed, prices as typed (turned into numbers on save). */
export interface ProposalForm {
  id: string
  title: string
  slug: string
  /** The slug follows the title until staff edit it by hand. */
  slugEdited: boolean
  clientName: string
  clientCompany: string
  summary: string
  validUntil: string
  sections: ProposalSection[]
  pricing: { label: string; amount: string; per: string }[]
  isPublished: boolean
  publishedAt: string | null
}

export function emptyForm(id: string): ProposalForm {
  return {
    id,
    title: '',
    slug: '',
    slugEdited: false,
    clientName: '',
    clientCompany: '',
    summary: '',
    validUntil: '',
    sections: [{ heading: '', body: '' }],
    pricing: [],
    isPublished: false,
    publishedAt: null,
  }
}

export function formOf(proposal: PublicProposal): ProposalForm {
  return {
    id: proposal.id,
    title: proposal.title,
    slug: proposal.slug,
    slugEdited: true,
    clientName: proposal.client_name ?? '',
    clientCompany: proposal.client_company ?? '',
    summary: proposal.summary ?? '',
    validUntil: proposal.valid_until ?? '',
    sections: proposal.sections,
    pricing: (proposal.pricing?.items ?? []).map((line) => ({
      label: line.label,
      amount: String(line.amount),
      per: line.per ?? '',
    })),
    isPublished: proposal.is_published,
    publishedAt: proposal.published_at,
  }
}

/** Typing a title moves the slug along, unless staff chose the slug themselves. */
export function withTitle(form: ProposalForm, title: string): ProposalForm {
  return { ...form, title, slug: form.slugEdited ? form.slug : slugify(title) }
}

export function pricingLines(form: ProposalForm): PricingLine[] {
  return form.pricing.map((line) => ({
    label: line.label.trim(),
    amount: line.amount.trim() === '' ? Number.NaN : Number(line.amount),
    ...(line.per.trim() === '' ? {} : { per: line.per.trim() }),
  }))
}

/** The row to store; publishing stamps published_at once, unpublishing clears it. */
export function inputOf(form: ProposalForm, publish: boolean, now: string): ProposalInput {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim())
  const lines = pricingLines(form)
  return {
    id: form.id,
    slug: form.slug,
    title: form.title.trim(),
    client_name: optional(form.clientName),
    client_company: optional(form.clientCompany),
    summary: optional(form.summary),
    sections: form.sections.map((s) => ({ heading: s.heading.trim(), body: s.body.trim() })),
    pricing: lines.length === 0 ? null : { currency: 'EUR', items: lines },
    valid_until: optional(form.validUntil),
    is_published: publish,
    published_at: publish ? (form.publishedAt ?? now) : null,
  }
}
