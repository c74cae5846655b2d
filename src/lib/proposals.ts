import { z } from 'zod'

/**
 * Public proposals (000 §2.2 /p/{slug}, §2.3 /admin/proposals/{id}): the shape of their jsonb columns
 * and the editor's rules, shared by the staff editor and the public page.
 */
export const ProposalSectionSchema = z.object({ heading: z.string(), body: z.string() })
export type ProposalSection = z.infer<typeof ProposalSectionSchema>

export const PricingLineSchema = z.object({
  label: z.string(),
  amount: z.number(),
  per: z.string().optional(),
})
export type PricingLine = z.infer<typeof PricingLineSchema>

export const PricingSchema = z.object({ currency: z.string(), items: z.array(PricingLineSchema) })
export type Pricing = z.infer<typeof PricingSchema>

/** Sections as stored (jsonb): the valid {heading, body} entries, anything else dropped. */
export function parseSections(value: unknown): ProposalSection[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    const parsed = ProposalSectionSchema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

/** Pricing as stored (jsonb), or null when absent or malformed. */
export function parsePricing(value: unknown): Pricing | null {
  const parsed = PricingSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** The migration's rule: lower-case words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** A slug from a title: 'Strategic Advisory — 2026!' → 'strategic-advisory-2026'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')
}

export const PROPOSAL_ERRORS = {
  titleRequired: 'Title is required',
  slugInvalid: 'Use lower-case letters, digits and single hyphens',
  slugTaken: 'That link is taken: choose another slug',
  sectionIncomplete: 'Every section needs a heading and a body',
  amountInvalid: 'Every price needs a label and an amount of 0 or more',
} as const

export interface ProposalDraft {
  title: string
  slug: string
  sections: ProposalSection[]
  pricing: PricingLine[]
}

export type ProposalErrors = Partial<Record<'title' | 'slug' | 'sections' | 'pricing', string>>

/** What stops a save: the migration's checks plus complete sections and prices. */
export function proposalErrors(draft: ProposalDraft): ProposalErrors {
  const errors: ProposalErrors = {}
  if (draft.title.trim() === '') errors.title = PROPOSAL_ERRORS.titleRequired
  if (!SLUG_PATTERN.test(draft.slug)) errors.slug = PROPOSAL_ERRORS.slugInvalid
  if (draft.sections.some((s) => s.heading.trim() === '' || s.body.trim() === ''))
    errors.sections = PROPOSAL_ERRORS.sectionIncomplete
  if (
    draft.pricing.some((line) => line.label.trim() === '' || !Number.isFinite(line.amount) || line.amount < 0)
  )
    errors.pricing = PROPOSAL_ERRORS.amountInvalid
  return errors
}

/** The public address of a published proposal. */
export function proposalPath(slug: string): string {
  return `/p/${slug}`
}
