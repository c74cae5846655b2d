import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AuthContext } from '../../../src/data/auth.ts'
import { MemberScreenGate, ReadView } from '../../../src/data/member-screen-gate.tsx'
import { SyncContext } from '../../../src/data/sync-context.ts'
import { MEMBER, memberDevice, signedIn } from '../support/member-device.tsx'

let device: ReturnType<typeof memberDevice> | undefined
afterEach(async () => {
  await device?.close()
  device = undefined
})

describe('MemberScreenGate', () => {
  it('shows the loading state until the sync client is there', () => {
    render(
      <AuthContext value={signedIn}>
        <SyncContext value={null}>
          <MemberScreenGate loading="Loading your board...">{() => <p>The board</p>}</MemberScreenGate>
        </SyncContext>
      </AuthContext>,
    )
    expect(screen.getByRole('status').textContent).toContain('Loading your board...')
    expect(screen.queryByText('The board')).toBeNull()
  })

  it("renders the screen with the member's access once signed in with a database", async () => {
    device = memberDevice({ synced: true })
    const Wrapper = device.wrapper
    render(
      <Wrapper>
        <MemberScreenGate loading="Loading...">
          {(ready) => <p>Board of {ready.access.userId}</p>}
        </MemberScreenGate>
      </Wrapper>,
    )
    expect(await screen.findByText(`Board of ${MEMBER.id}`)).toBeDefined()
  })
})

describe('ReadView', () => {
  it('shows loading, then the data', () => {
    const { rerender } = render(
      <ReadView read={{ status: 'loading' }} loading="Loading sessions..." failure="Failed to load sessions">
        {(rows: string[]) => <p>{rows.join(', ')}</p>}
      </ReadView>,
    )
    expect(screen.getByRole('status').textContent).toContain('Loading sessions...')
    rerender(
      <ReadView
        read={{ status: 'ready', data: ['Kick-off'] }}
        loading="Loading sessions..."
        failure="Failed to load sessions"
      >
        {(rows: string[]) => <p>{rows.join(', ')}</p>}
      </ReadView>,
    )
    expect(screen.getByText('Kick-off')).toBeDefined()
  })

  it("shows the spec's failure text with a Retry that reads again", async () => {
    const retry = vi.fn()
    render(
      <ReadView
        read={{ status: 'error', retry }}
        loading="Loading sessions..."
        failure="Failed to load sessions"
      >
        {() => <p>never</p>}
      </ReadView>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Failed to load sessions')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledTimes(1)
  })
})
