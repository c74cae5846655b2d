import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionRecapPage } from '../../../../src/features/sessions/session-recap-page.tsx'
import SessionsTab from '../../../../src/features/sessions/sessions-tab.tsx'
import type { TableName } from '../../../../sync/tables.ts'
import { grantDesktop, MEMBER, memberDevice, renderAsMember } from '../../support/member-device.tsx'

const SESSION_ID = '99999999-9999-4999-8999-999999999999'
const stamp = new Date(Date.now() - 86_400_000).toISOString()
let device: ReturnType<typeof memberDevice>

/** Every read of `table` on this device throws, as a corrupt or closed store would. */
function breakReadsOf(table: TableName) {
  const mirror = device.db.mirror.bind(device.db)
  vi.spyOn(device.db, 'mirror').mockImplementation(((name: TableName) => {
    if (name === table) throw new Error(`${table} cannot be read`)
    return mirror(name)
  }) as typeof device.db.mirror)
}

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  device = memberDevice({ synced: true })
  await grantDesktop(device.db, 'desktop_pro')
  await device.db.mirror('sessions').put({
    id: SESSION_ID,
    user_id: MEMBER.id,
    title: 'Kick-off',
    description: null,
    session_type: null,
    start_time: stamp,
    end_time: null,
    status: 'completed',
    notes: null,
    meeting_url: null,
    recording_url: null,
    attendee_name: null,
    attendee_email: null,
    created_at: stamp,
    updated_at: stamp,
  })
})
afterEach(async () => {
  vi.restoreAllMocks()
  await device.close()
})

describe('a read that fails says the spec’s text where it failed, and the rest of the screen stays', () => {
  it("the recap's notes: 'Failed to load session notes' in the Notes tab, the session still shown", async () => {
    breakReadsOf('session_notes')
    renderAsMember(
      device,
      <Routes>
        <Route
          path="/app/sessions/:sessionId"
          element={<SessionRecapPage capture={() => null} sessionsPath="/app/home" />}
        />
      </Routes>,
      `/app/sessions/${SESSION_ID}`,
    )
    await screen.findByRole('heading', { name: 'Kick-off' })
    await userEvent.click(screen.getByRole('tab', { name: /Session Notes/ }))
    const panel = screen.getByRole('tabpanel')
    await within(panel).findByText('Failed to load session notes')
    expect(within(panel).queryByRole('button', { name: 'Retry' })).not.toBeNull()
    expect(screen.queryByRole('heading', { name: 'Kick-off' })).not.toBeNull()
  })

  it("the Sessions tab's reports: 'Failed to fetch reports', the timeline still shown", async () => {
    breakReadsOf('session_reports')
    renderAsMember(device, <SessionsTab currency="EUR" booking={null} />, '/dashboard?tab=sessions')
    await screen.findByText('Failed to fetch reports')
    expect(screen.queryByText('Kick-off')).not.toBeNull()
  })
})
