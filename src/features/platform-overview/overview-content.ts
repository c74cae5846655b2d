import { MOBILE_CAPABILITIES, NATIVE_ONLY_FEATURES } from '../../lib/tier-matrix.ts'
import { MOBILE_TIERS } from '../../lib/tiers.ts'

/**
 * The Platform Overview tab's content (001 §2): the feature matrices of 001 §6 (desktop) and 002 §6
 * (mobile), and the blurbs for founders, investors and advisory clients. Static.
 */

export interface MatrixRow {
  area: string
  cells: readonly string[]
}

export const DESKTOP_COLUMNS = ['Standard', 'Pro', 'Staff / VIP'] as const

/** 001 §6, with "not shown" cells read as the Pro column (staff hold Desktop Pro). */
export const DESKTOP_MATRIX: readonly MatrixRow[] = [
  {
    area: 'Sessions',
    cells: [
      'View-only timeline, upgrade banner',
      'Check recordings, generate report, join, details, book',
      'Plus Mark Complete, Cancel, Delete',
    ],
  },
  { area: 'Templates', cells: ['Basic only', 'All', 'All, plus Preview'] },
  { area: 'Agreements', cells: ['Read-only list', 'Digest and Export (coming soon)', 'As Pro'] },
  { area: 'JUL Board', cells: ['View-only', 'Full editing, proposal tracking, export', 'As Pro'] },
  { area: 'Quick Add, Media, JUL Mode', cells: ['Prompt of the day only', 'Full', 'As Pro'] },
  { area: 'YEL Room', cells: ['Receive-only', 'Two-way', 'Advisor posts as admin'] },
  { area: 'Export Center', cells: ['Locked', 'Available', 'As Pro'] },
  { area: 'Prompt of the day', cells: ['Read-only', 'Interactive', 'As Pro'] },
]

export const MOBILE_COLUMNS = ['Free · €0', 'Premium · €9.99/mo', 'Pro · €19.99/mo'] as const

/** 002 §6, from the one tier matrix, in the spec's words. */
export const MOBILE_MATRIX: readonly MatrixRow[] = Object.values(MOBILE_CAPABILITIES).map((row) => ({
  area: row.label,
  cells: MOBILE_TIERS.map((tier) => sentenceCase(row.cells[tier])),
}))

/** What the mobile plans name but this web app does not do (the Overview never advertises it). */
export const NATIVE_ONLY_NOTE = `${sentenceCase(NATIVE_ONLY_FEATURES.join(' and '))} need a native app: the JUL web app does not offer them on any plan.`

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export interface AudienceBlurb {
  id: 'founders' | 'investors' | 'advisory'
  title: string
  text: string
  points: readonly string[]
}

export const AUDIENCES: readonly AudienceBlurb[] = [
  {
    id: 'founders',
    title: 'For founders',
    text: 'Work with a strategic advisor from strategy session to fundable company: one place for sessions, decisions and the plan.',
    points: [
      'Strategy sessions with AI reports and minutes',
      'JUL Board for metrics, decisions and milestones',
      'Investor-ready templates',
    ],
  },
  {
    id: 'investors',
    title: 'For investors',
    text: 'Board-level oversight of the companies you back, with the same view of sessions and decisions as the founders.',
    points: [
      'Portfolio oversight and update requests',
      'Diligence support on a shortlisted company',
      'Cross-group room with founders',
    ],
  },
  {
    id: 'advisory',
    title: 'For advisory clients',
    text: 'Fractional leadership on a monthly retainer: weekly advisory, board preparation and investor readiness.',
    points: [
      'Agreements and deliverables in one list',
      'Session recaps on your phone, offline',
      'Two-way messaging with your advisor on Pro',
    ],
  },
]
