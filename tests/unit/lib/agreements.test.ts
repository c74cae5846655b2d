import { describe, expect, it } from 'vitest'
import {
  digestCounts,
  filterAgreements,
  firstAttachmentUrl,
  isHiddenMinutesTitle,
  mobileAgreementStatus,
  moreLabel,
  newestFirst,
  previewItems,
  proposalTone,
  statusLabel,
  visibleMinutes,
} from '../../../src/lib/agreements.ts'

// The statuses seeded for every member (supabase/seed/003_member_console_data.sql).
const SEEDED = ['agreed', 'completed', 'in_progress', 'pending', 'active', 'draft'].map((status, index) => ({
  status,
  created_at: `2026-11-0${index + 1}T10:00:00Z`,
}))

describe('proposal status colours (001 §4)', () => {
  it('shows completed and agreed green, in_progress and pending amber, others neutral', () => {
    expect(SEEDED.map((proposal) => proposalTone(proposal.status))).toEqual([
      'success',
      'success',
      'warning',
      'warning',
      'neutral',
      'neutral',
    ])
    expect(statusLabel('in_progress')).toBe('In Progress')
  })
})

describe('the Pro digest (001 §4)', () => {
  it('counts Completed, In Progress (pending or in_progress) and Draft', () => {
    expect(digestCounts(SEEDED)).toEqual({ completed: 1, inProgress: 2, draft: 1 })
    expect(digestCounts([])).toEqual({ completed: 0, inProgress: 0, draft: 0 })
  })

  it('lists proposals newest first', () => {
    expect(newestFirst(SEEDED).map((proposal) => proposal.status)[0]).toBe('draft')
  })
})

describe('session deliverables (001 §2, §5, §9)', () => {
  const minutes = [
    { title: 'Auto-generated meeting minutes for Kick-off', meeting_date: '2026-10-01T10:00:00Z' },
    { title: 'Fundraising plan review minutes', meeting_date: '2026-10-20T10:00:00Z' },
    { title: 'Test minutes from the recording pipeline', meeting_date: '2026-11-18T10:00:00Z' },
    { title: 'DEMO walkthrough minutes', meeting_date: '2026-11-19T10:00:00Z' },
    { title: 'Sample agenda', meeting_date: '2026-11-19T10:00:00Z' },
    { title: 'Pitch Mockup notes', meeting_date: '2026-11-19T10:00:00Z' },
    { title: 'Operations deep-dive minutes', meeting_date: '2026-11-01T10:00:00Z' },
  ]

  it('hides titles containing test, sample, demo or mockup in any case', () => {
    expect(isHiddenMinutesTitle('Contest of ideas')).toBe(true)
    expect(isHiddenMinutesTitle('Board minutes')).toBe(false)
    expect(visibleMinutes(minutes).map((entry) => entry.title)).toEqual([
      'Operations deep-dive minutes',
      'Fundraising plan review minutes',
      'Auto-generated meeting minutes for Kick-off',
    ])
  })

  it('keeps the 5 most recent for the deliverables list', () => {
    const many = Array.from({ length: 8 }, (_, index) => ({
      title: `Minutes ${index}`,
      meeting_date: new Date(Date.UTC(2026, 9, index + 1)).toISOString(),
    }))
    expect(visibleMinutes(many, 5).map((entry) => entry.title)).toEqual([
      'Minutes 7',
      'Minutes 6',
      'Minutes 5',
      'Minutes 4',
      'Minutes 3',
    ])
  })

  it("shows 2 items per list plus '+N more'", () => {
    expect(previewItems(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 })
    expect(previewItems(['a'])).toEqual({ shown: ['a'], more: 0 })
    expect(moreLabel(2)).toBe('+2 more')
  })

  it("reads a proposal's first attachment url, web links only", () => {
    expect(firstAttachmentUrl([{ name: 'a.pdf', url: 'https://jul.example/a.pdf' }])).toBe(
      'https://jul.example/a.pdf',
    )
    expect(firstAttachmentUrl([{ url: 'javascript:alert(1)' }])).toBeNull()
    expect(firstAttachmentUrl(null)).toBeNull()
  })
})

describe('the mobile Agreements filter (002 §2.3)', () => {
  it('maps stored statuses to draft, active and agreed', () => {
    expect(SEEDED.map((proposal) => mobileAgreementStatus(proposal.status))).toEqual([
      'agreed',
      'agreed',
      'active',
      'active',
      'active',
      'draft',
    ])
  })

  it('filters all, draft, active and agreed', () => {
    expect(filterAgreements(SEEDED, 'all')).toHaveLength(6)
    expect(filterAgreements(SEEDED, 'draft').map((proposal) => proposal.status)).toEqual(['draft'])
    expect(filterAgreements(SEEDED, 'active').map((proposal) => proposal.status)).toEqual([
      'in_progress',
      'pending',
      'active',
    ])
    expect(filterAgreements(SEEDED, 'agreed').map((proposal) => proposal.status)).toEqual([
      'agreed',
      'completed',
    ])
  })
})
