import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { AgreementsScreen } from '../../../../src/features/agreements/agreements-screen.tsx'
import AgreementsTab from '../../../../src/features/agreements/agreements-tab.tsx'
import { AGREEMENT_TEXTS } from '../../../../src/features/agreements/texts.ts'
import {
  finishFirstPull,
  grantDesktop,
  MEMBER,
  memberDevice,
  renderAsMember,
} from '../../support/member-device.tsx'

const OTHER = '88888888-8888-4888-8888-888888888888'

let device: ReturnType<typeof memberDevice> | undefined
afterEach(async () => {
  await device?.close()
  device = undefined
})

async function proposal(title: string, status: string, createdAt: string, userId = MEMBER.id) {
  await device?.db.mirror('console_proposals').put({
    id: crypto.randomUUID(),
    user_id: userId,
    title,
    category: null,
    status,
    description: null,
    due_date: null,
    priority: 'medium',
    attachments: [],
    created_at: createdAt,
    updated_at: createdAt,
  })
}

/** The listed titles, in order: each item's text starts with its title. */
const titlesOf = (items: HTMLElement[], titles: string[]) =>
  items.map((item) => titles.find((title) => item.textContent?.startsWith(title)))
const PROPOSALS = ['Board charter', 'Seed round terms', 'Advisory scope', 'Hiring plan']
/** A stat tile reads as its label, then its value. */
const tile = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label).parentElement?.parentElement?.textContent

describe('the console Agreements tab (001 §2, §4, §6)', () => {
  it("shows its loading state, never 'No agreements yet', until this device's first pull", async () => {
    device = memberDevice({ synced: false })
    await grantDesktop(device.db, 'desktop_standard')
    renderAsMember(device, <AgreementsTab />)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.getByRole('status').textContent).toContain(AGREEMENT_TEXTS.loading)
    expect(screen.queryByText(AGREEMENT_TEXTS.noProposals)).toBeNull()
    await act(() => finishFirstPull(device?.db ?? (undefined as never)))
    expect(await screen.findByText(AGREEMENT_TEXTS.noProposals)).toBeDefined()
  })

  it("lists the member's own proposals newest first, read-only for Desktop Standard", async () => {
    device = memberDevice({ synced: true })
    await grantDesktop(device.db, 'desktop_standard')
    await proposal('Seed round terms', 'draft', '2026-03-01T10:00:00Z')
    await proposal('Board charter', 'completed', '2026-04-01T10:00:00Z')
    await proposal('Someone else’s deal', 'draft', '2026-05-01T10:00:00Z', OTHER)
    renderAsMember(device, <AgreementsTab />)
    expect(titlesOf(await screen.findAllByTestId('proposal'), PROPOSALS)).toEqual([
      'Board charter',
      'Seed round terms',
    ])
    expect(screen.queryByText('Someone else’s deal')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Digest' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull()
  })

  it('gives Desktop Pro the digest, which counts completed only (agreed shows green but is not counted)', async () => {
    device = memberDevice({ synced: true })
    await grantDesktop(device.db, 'desktop_pro')
    await proposal('Board charter', 'completed', '2026-04-01T10:00:00Z')
    await proposal('Advisory scope', 'agreed', '2026-04-02T10:00:00Z')
    await proposal('Hiring plan', 'in_progress', '2026-04-03T10:00:00Z')
    await proposal('Seed round terms', 'draft', '2026-04-04T10:00:00Z')
    renderAsMember(device, <AgreementsTab />)
    await userEvent.click(await screen.findByRole('button', { name: 'Digest' }))
    const digest = screen.getByLabelText('Digest')
    expect(tile(digest, 'Completed')).toBe('Completed1')
    expect(tile(digest, 'In Progress')).toBe('In Progress1')
    expect(tile(digest, 'Draft')).toBe('Draft1')
  })
})

describe('the mobile Board → Agreements sub-tab (002 §2.3)', () => {
  it('filters the member’s agreements: draft, active (anything under way), agreed (agreed and completed)', async () => {
    device = memberDevice({ synced: true })
    await proposal('Seed round terms', 'draft', '2026-04-04T10:00:00Z')
    await proposal('Hiring plan', 'pending', '2026-04-03T10:00:00Z')
    await proposal('Advisory scope', 'agreed', '2026-04-02T10:00:00Z')
    await proposal('Board charter', 'completed', '2026-04-01T10:00:00Z')
    renderAsMember(device, <AgreementsScreen />)
    const titles = async () => titlesOf(await screen.findAllByTestId('agreement'), PROPOSALS)
    expect(await titles()).toEqual(['Seed round terms', 'Hiring plan', 'Advisory scope', 'Board charter'])
    await userEvent.click(screen.getByRole('button', { name: 'Active' }))
    expect(await titles()).toEqual(['Hiring plan'])
    await userEvent.click(screen.getByRole('button', { name: 'Agreed' }))
    expect(await titles()).toEqual(['Advisory scope', 'Board charter'])
  })
})
