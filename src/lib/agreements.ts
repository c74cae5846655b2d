/**
 * Agreements (console_proposals) and session deliverables (meeting_minutes) rules of 001 §2, §4, §5, §9
 * and the mobile Board → Agreements filter of 002 §2.3, shared by the console's Home and Agreements tabs
 * and the mobile sub-tab. Pure.
 */
import { webLink } from './security/web-link.ts'

export type ProposalTone = 'success' | 'warning' | 'neutral'

/** 001 §4: completed and agreed green; in_progress and pending amber; anything else (draft) neutral. */
export function proposalTone(status: string): ProposalTone {
  const value = status.toLowerCase()
  if (value === 'completed' || value === 'agreed') return 'success'
  if (value === 'in_progress' || value === 'pending') return 'warning'
  return 'neutral'
}

/** 'in_progress' → 'In Progress'. */
export function statusLabel(status: string): string {
  return status
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ')
}

export interface ProposalLike {
  status: string
  created_at: string
}

export interface DigestCounts {
  completed: number
  inProgress: number
  draft: number
}

/** 001 §4: the Pro digest counts Completed, In Progress (pending or in_progress) and Draft. */
export function digestCounts(proposals: readonly Pick<ProposalLike, 'status'>[]): DigestCounts {
  const counts: DigestCounts = { completed: 0, inProgress: 0, draft: 0 }
  for (const { status } of proposals) {
    const value = status.toLowerCase()
    if (value === 'completed') counts.completed += 1
    else if (value === 'pending' || value === 'in_progress') counts.inProgress += 1
    else if (value === 'draft') counts.draft += 1
  }
  return counts
}

/** 001 §7: a member's proposals, newest first. */
export function newestFirst<P extends ProposalLike>(proposals: readonly P[]): P[] {
  return [...proposals].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
}

/** 001 §5: the minutes listing hides titles containing test, sample, demo or mockup (any case). */
const HIDDEN_TITLE = /test|sample|demo|mockup/i

export function isHiddenMinutesTitle(title: string): boolean {
  return HIDDEN_TITLE.test(title)
}

export interface MinutesLike {
  title: string
  meeting_date: string
}

/** 001 §9: Session Deliverables lists the 5 most recent visible minutes. */
export const DELIVERABLES_LIMIT = 5
/** 001 §9: each list on a deliverable card shows 2 items plus '+N more'. */
export const DELIVERABLE_ITEMS_SHOWN = 2

/** Visible minutes, newest meeting first; `limit` for the deliverables card, none for View All. */
export function visibleMinutes<M extends MinutesLike>(minutes: readonly M[], limit?: number): M[] {
  const sorted = minutes
    .filter((entry) => !isHiddenMinutesTitle(entry.title))
    .sort((a, b) => Date.parse(b.meeting_date) - Date.parse(a.meeting_date))
  return limit === undefined ? sorted : sorted.slice(0, limit)
}

/** The first items of a list and how many are left ('+N more' when more > 0). */
export function previewItems<T>(
  items: readonly T[],
  shown = DELIVERABLE_ITEMS_SHOWN,
): { shown: T[]; more: number } {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) }
}

export function moreLabel(more: number): string {
  return `+${more} more`
}

/** 002 §2.3: the mobile filter. */
export const AGREEMENT_FILTERS = ['all', 'draft', 'active', 'agreed'] as const
export type AgreementFilter = (typeof AGREEMENT_FILTERS)[number]
export type MobileAgreementStatus = Exclude<AgreementFilter, 'all'>

/**
 * The mobile display status of a stored proposal status (the spec shows only draft, active and
 * agreed): completed and agreed read as agreed, draft as draft, anything under way as active.
 */
export function mobileAgreementStatus(status: string): MobileAgreementStatus {
  const value = status.toLowerCase()
  if (value === 'agreed' || value === 'completed') return 'agreed'
  if (value === 'draft') return 'draft'
  return 'active'
}

export function filterAgreements<P extends Pick<ProposalLike, 'status'>>(
  proposals: readonly P[],
  filter: AgreementFilter,
): P[] {
  if (filter === 'all') return [...proposals]
  return proposals.filter((proposal) => mobileAgreementStatus(proposal.status) === filter)
}

/** The first attachment's url (001 §3: "attachments (list; first item has url)"), when it is a web link. */
export function firstAttachmentUrl(attachments: unknown): string | null {
  if (!Array.isArray(attachments)) return null
  const first: unknown = attachments[0]
  if (!first || typeof first !== 'object' || !('url' in first)) return null
  return webLink(first.url)
}
