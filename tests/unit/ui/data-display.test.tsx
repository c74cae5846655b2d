import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Avatar, initialsFrom } from '../../../src/ui/avatar.tsx'
import { StatusBadge, statusVariant, TierBadge } from '../../../src/ui/badge.tsx'
import { ChatBubble, ChatThread } from '../../../src/ui/chat.tsx'
import { type DataColumn, DataTable } from '../../../src/ui/data-table.tsx'
import { ErrorState } from '../../../src/ui/error-state.tsx'
import { MembershipCardFrame } from '../../../src/ui/membership-card-frame.tsx'
import { Progress } from '../../../src/ui/progress.tsx'
import { LoadingState } from '../../../src/ui/skeleton.tsx'
import { nextSort, sortRows } from '../../../src/ui/sort-rows.ts'
import { StatTile } from '../../../src/ui/stat-tile.tsx'

interface Session {
  id: string
  title: string
  minutes: number | null
}

const SESSIONS: Session[] = [
  { id: 'a', title: 'Session 10', minutes: 90 },
  { id: 'b', title: 'session 2', minutes: null },
  { id: 'c', title: 'Session 1', minutes: 45 },
]

const COLUMNS: DataColumn<Session>[] = [
  { id: 'title', header: 'Title', cell: (row) => row.title, sortValue: (row) => row.title },
  {
    id: 'minutes',
    header: 'Minutes',
    cell: (row) => row.minutes ?? '—',
    sortValue: (row) => row.minutes,
    align: 'end',
  },
]

function firstColumn(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '')
}

describe('sorting', () => {
  it('orders text naturally, numbers numerically, and keeps empty values last both ways', () => {
    expect(sortRows(SESSIONS, (row) => row.title, 'asc').map((row) => row.id)).toEqual(['c', 'b', 'a'])
    expect(sortRows(SESSIONS, (row) => row.minutes, 'asc').map((row) => row.id)).toEqual(['c', 'a', 'b'])
    expect(sortRows(SESSIONS, (row) => row.minutes, 'desc').map((row) => row.id)).toEqual(['a', 'c', 'b'])
  })

  it('a new column starts ascending and the same one flips', () => {
    expect(nextSort(null, 'title')).toEqual({ key: 'title', direction: 'asc' })
    expect(nextSort({ key: 'title', direction: 'asc' }, 'title')).toEqual({ key: 'title', direction: 'desc' })
    expect(nextSort({ key: 'title', direction: 'desc' }, 'minutes')).toEqual({
      key: 'minutes',
      direction: 'asc',
    })
  })
})

describe('DataTable', () => {
  it('sorts by a header button and says how in aria-sort', async () => {
    const user = userEvent.setup()
    render(<DataTable rows={SESSIONS} columns={COLUMNS} rowKey={(row) => row.id} caption="Sessions" />)
    const table = screen.getByRole('table', { name: 'Sessions' })
    expect(firstColumn(table)).toEqual(['Session 10', 'session 2', 'Session 1'])
    const titleHeader = screen.getByRole('columnheader', { name: /Title/ })
    expect(titleHeader.hasAttribute('aria-sort')).toBe(false)
    await user.click(within(titleHeader).getByRole('button'))
    expect(titleHeader.getAttribute('aria-sort')).toBe('ascending')
    expect(firstColumn(table)).toEqual(['Session 1', 'session 2', 'Session 10'])
    within(titleHeader).getByRole('button').focus()
    await user.keyboard('{Enter}')
    expect(titleHeader.getAttribute('aria-sort')).toBe('descending')
    expect(firstColumn(table)).toEqual(['Session 10', 'session 2', 'Session 1'])
  })

  it('shows the empty state instead of an empty table', () => {
    render(
      <DataTable
        rows={[]}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        caption="Sessions"
        empty={<p>No sessions found</p>}
      />,
    )
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByText('No sessions found')).toBeDefined()
  })
})

describe('states', () => {
  it('an error state is announced and Retry is busy until the retry settles', async () => {
    const user = userEvent.setup()
    let finish: () => void = () => {}
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<ErrorState title="Sessions could not load" message="You are offline." onRetry={onRetry} />)
    expect(screen.getByRole('alert').textContent).toContain('Sessions could not load')
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Retry' }).getAttribute('aria-busy')).toBe('true')
    finish()
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Retry' }).hasAttribute('aria-busy')).toBe(false),
    )
  })

  it('a loading state is a polite status with the spec words, the skeleton hidden', () => {
    render(<LoadingState label="Loading your dashboard..." />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Loading your dashboard...')
    expect(status.getAttribute('aria-busy')).toBe('true')
  })

  it('a progress bar reports its value and is named', () => {
    render(<Progress value={2} max={3} label="Booking step 2 of 3" showLabel />)
    const bar = screen.getByRole('progressbar', { name: 'Booking step 2 of 3' })
    expect(bar.getAttribute('aria-valuenow')).toBe('2')
    expect(bar.getAttribute('aria-valuemax')).toBe('3')
    expect(screen.getByText('67%')).toBeDefined()
  })
})

describe('identity and membership', () => {
  it('takes initials from the first and last names, or the start of an address', () => {
    expect(initialsFrom('Ada Lovelace')).toBe('AL')
    expect(initialsFrom('Ada King Lovelace')).toBe('AL')
    expect(initialsFrom('demo@example.com')).toBe('DE')
    expect(initialsFrom('')).toBe('?')
  })

  it('an avatar is named by the person, or silent when decorative', () => {
    render(
      <>
        <Avatar name="Ada Lovelace" />
        <Avatar name="Grace Hopper" decorative />
      </>,
    )
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).textContent).toBe('AL')
    expect(screen.queryByRole('img', { name: 'Grace Hopper' })).toBeNull()
  })

  it.each([
    ['pro', 'JUL STUDIO', 'Studio Member', 'pro'],
    ['standard', 'JUL WORKSHOP', 'Workshop Member', 'standard'],
    ['base', 'JUL FORGE', 'Forge Member', 'base'],
    ['business', 'JUL FORGE', 'Forge Member', 'base'],
  ])('the %s card shows %s, %s, in its tier colour (002 §3)', (tier, title, label, colourTier) => {
    render(
      <MembershipCardFrame
        tier={tier}
        memberName="Ada Lovelace"
        cardNumber="JUL-PRO-12345678"
        status="active"
      />,
    )
    const card = screen.getByRole('article', { name: `${title} membership card` })
    expect(card.textContent).toContain(label)
    expect(card.textContent).toContain('active')
    expect(card.getAttribute('data-tier')).toBe(colourTier)
  })

  it('tier badges use the tier colours and map mobile tiers as the sample card does', () => {
    render(
      <>
        <TierBadge tier="pro" />
        <TierBadge tier="premium" kind="mobile" />
        <TierBadge tier="free" kind="mobile" />
      </>,
    )
    expect(screen.getByText('Studio Member').className).toContain('bg-tier-pro')
    expect(screen.getByText('Workshop Member').className).toContain('bg-tier-standard')
    expect(screen.getByText('Forge Member').className).toContain('bg-tier-base')
  })

  it('status badges say the status and colour it by meaning', () => {
    render(<StatusBadge status="at-risk" />)
    expect(screen.getByText('at-risk').className).toContain('bg-warning-soft')
    expect(statusVariant('Completed')).toBe('success')
    expect(statusVariant('something-new')).toBe('neutral')
  })
})

describe('metrics and messages', () => {
  it('a stat tile reads label, value and the direction of the change in words', () => {
    render(<StatTile label="MRR" value="€15,000" delta={{ text: '+12%', direction: 'up' }} />)
    expect(screen.getByText('€15,000')).toBeDefined()
    expect(screen.getByText('+12%').parentElement?.textContent).toBe('Up +12%')
  })

  it('a chat thread is a polite log and a failed message says so in words', () => {
    render(
      <ChatThread label="Messages with your advisor">
        <ChatBubble author="Julius" from="advisor">
          Welcome
        </ChatBubble>
        <ChatBubble author="You" from="mine" status="failed">
          Hello
        </ChatBubble>
      </ChatThread>,
    )
    const log = screen.getByRole('log', { name: 'Messages with your advisor' })
    expect(log.getAttribute('aria-live')).toBe('polite')
    expect(log.textContent).toContain('Not sent')
  })
})
