import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuditTrail, type InvokeAuditLog, recordAuditEvent } from '../../../../src/app/backend/audit.ts'
import { AuditTrailContext } from '../../../../src/data/audit-trail-context.ts'
import { FunctionsContext } from '../../../../src/data/functions.ts'
import ExportTab from '../../../../src/features/export/export-tab.tsx'
import type { PostedAuditEvent } from '../../../../src/lib/audit-queue.ts'
import { grantDesktop, memberDevice, renderAsMember } from '../../support/member-device.tsx'

const queued = () =>
  JSON.parse(localStorage.getItem('audit_queue') ?? '[]') as { event: { action: string } }[]
const offline = async () => {
  throw new TypeError('Failed to fetch')
}

let device: ReturnType<typeof memberDevice>
beforeEach(async () => {
  localStorage.clear()
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:export'), configurable: true })
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true })
  device = memberDevice({ synced: true })
  await grantDesktop(device.db, 'desktop_pro')
})
afterEach(async () => {
  await device.close()
  localStorage.clear()
})

describe('an export made offline', () => {
  it('is kept in the audit trail and delivered once when the device is back online', async () => {
    const posted: PostedAuditEvent[][] = []
    let network: 'down' | 'answer lost' | 'up' = 'down'
    const invoke: InvokeAuditLog = async (_name, { body }) => {
      if (network === 'down') return { error: new TypeError('Failed to fetch') }
      posted.push(body.events)
      return { error: network === 'answer lost' ? new TypeError('Failed to fetch') : null }
    }
    const window = new EventTarget()
    const trail = createAuditTrail(invoke, localStorage, window)
    renderAsMember(
      device,
      // Functions cannot be reached either: nothing may depend on a call made at the moment of the export.
      <FunctionsContext value={offline}>
        <AuditTrailContext value={(event) => recordAuditEvent(trail, event)}>
          <ExportTab />
        </AuditTrailContext>
      </FunctionsContext>,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Export all (JSON)' }))

    await expect.poll(() => queued().map((entry) => entry.event.action)).toEqual(['export'])
    expect(posted).toEqual([])

    // Back online, the first answer is lost: the device sends the same event again, with the same id.
    network = 'answer lost'
    window.dispatchEvent(new Event('online'))
    await expect.poll(() => posted.length).toBe(1)
    network = 'up'
    window.dispatchEvent(new Event('online'))
    await expect.poll(() => queued()).toEqual([])
    const [first, second] = posted.map((batch) => batch.map((event) => event.id))
    expect(second).toEqual(first)
    expect(posted.at(-1)?.[0]).toMatchObject({
      event_type: 'data_access',
      action: 'export',
      resource: 'export/json',
    })

    window.dispatchEvent(new Event('online'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(posted).toHaveLength(2)
  })
})
