/**
 * 002 §6 "Digest key terms" (pro): the terms a member looks for in a proposal, taken from its own words —
 * amounts, percentages, durations and dates in the description, then its due date, priority and category.
 * Pure extraction, no AI: nothing is invented, a proposal without such words gives only what its fields say.
 */

export interface KeyTerm {
  label: 'Amount' | 'Percentage' | 'Duration' | 'Date' | 'Due' | 'Priority' | 'Category'
  value: string
}

export interface ProposalTermsInput {
  description: string | null
  due_date: string | null
  priority: string | null
  category: string | null
}

/** At most this many terms of one kind, so a long description still reads as a digest. */
export const KEY_TERMS_PER_KIND = 3

const PATTERNS: readonly { label: KeyTerm['label']; pattern: RegExp }[] = [
  {
    label: 'Amount',
    pattern:
      /(?:[€£$]\s?\d[\d,.]*(?:\s?(?:k|m|bn|thousand|million))?|\b\d[\d,.]*\s?(?:k|m|bn)?\s?(?:EUR|GBP|USD|euros?|pounds?|dollars?)\b)/gi,
  },
  { label: 'Percentage', pattern: /\b\d+(?:[.,]\d+)?\s?%/g },
  { label: 'Duration', pattern: /\b\d+\s?(?:days?|weeks?|months?|years?|quarters?)\b/gi },
  {
    label: 'Date',
    pattern:
      /\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}\s(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s\d{4}|(?:Q[1-4])\s\d{4})\b/g,
  },
]

function formatDay(iso: string): string {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(day.getTime())) return iso
  return day.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
}

export function proposalKeyTerms(proposal: ProposalTermsInput): KeyTerm[] {
  const text = proposal.description ?? ''
  const terms: KeyTerm[] = []
  for (const { label, pattern } of PATTERNS) {
    const found = new Set<string>()
    for (const match of text.matchAll(pattern)) {
      const value = match[0].trim().replace(/[.,]+$/, '')
      if (value !== '') found.add(value)
      if (found.size === KEY_TERMS_PER_KIND) break
    }
    for (const value of found) terms.push({ label, value })
  }
  if (proposal.due_date) terms.push({ label: 'Due', value: formatDay(proposal.due_date) })
  if (proposal.priority) terms.push({ label: 'Priority', value: proposal.priority })
  if (proposal.category) terms.push({ label: 'Category', value: proposal.category })
  return terms
}
