import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { AuditTrailContext } from '../../../../src/data/audit-trail-context.ts'
import { type StaffDirectory, StaffDirectoryContext } from '../../../../src/data/staff-directory.ts'
import { GridUploadPage } from '../../../../src/features/staff/grid-upload-page.tsx'
import type { AuditEvent } from '../../../../src/lib/audit-queue.ts'
import { memberDevice, renderAsMember } from '../../support/member-device.tsx'

const CARA = { id: '0c000000-0000-4000-8000-00000000000c', first_name: 'Cara', last_name: 'Founder' }
const DAN = { id: '0d000000-0000-4000-8000-00000000000d', first_name: 'Dan', last_name: 'Investor' }

const directory: StaffDirectory = {
  findMembers: async () => ({
    members: [CARA, DAN].map((m) => ({ ...m, company: null, email: null })),
    more: false,
  }),
  members: async () => [],
  latestSessions: async () => [],
}

let device: ReturnType<typeof memberDevice> | undefined
afterEach(async () => {
  await device?.close()
})

describe("the grid upload records staff opening a member's board", () => {
  it('records one data_access event per member opened, naming the member', async () => {
    device = memberDevice({ synced: true })
    const recorded: AuditEvent[] = []
    renderAsMember(
      device,
      <StaffDirectoryContext value={directory}>
        <AuditTrailContext value={async (event) => void recorded.push(event)}>
          <GridUploadPage isStaff />
        </AuditTrailContext>
      </StaffDirectoryContext>,
    )
    const member = screen.getByLabelText('Member', { exact: true })
    await screen.findByRole('option', { name: 'Cara Founder' })
    expect(recorded).toEqual([])

    await userEvent.selectOptions(member, CARA.id)
    await screen.findByRole('region', { name: 'On Cara Founder’s board' })
    await userEvent.selectOptions(member, DAN.id)
    await screen.findByRole('region', { name: 'On Dan Investor’s board' })

    expect(recorded).toEqual([
      {
        event_type: 'data_access',
        action: 'staff_open_member',
        severity: 'medium',
        resource: 'julboard_tasks',
        metadata: { owner: CARA.id },
      },
      {
        event_type: 'data_access',
        action: 'staff_open_member',
        severity: 'medium',
        resource: 'julboard_tasks',
        metadata: { owner: DAN.id },
      },
    ])
  })
})
