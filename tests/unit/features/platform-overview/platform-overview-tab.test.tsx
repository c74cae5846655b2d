import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DESKTOP_MATRIX,
  MOBILE_COLUMNS,
  MOBILE_MATRIX,
} from '../../../../src/features/platform-overview/overview-content.ts'
import PlatformOverviewTab from '../../../../src/features/platform-overview/platform-overview-tab.tsx'
import { formatPrice } from '../../../../src/lib/currency.ts'
import { MOBILE_PRICES } from '../../../../src/lib/tiers.ts'
import { grantDesktop, MEMBER, memberDevice, renderAsMember } from '../../support/member-device.tsx'

let device: ReturnType<typeof memberDevice> | undefined
afterEach(async () => {
  await device?.close()
  device = undefined
})

/** The header cell that carries the 'You' badge in a matrix, once the member's access is known. */
async function ownColumn(matrix: string): Promise<string | undefined> {
  const table = await screen.findByRole('table', { name: matrix })
  const marked = await within(table).findByText('You')
  return marked.closest('th')?.textContent?.replace('You', '')
}

describe('Platform Overview (001 §2, §6; 002 §6)', () => {
  it('prices the mobile plans as the tiers do', () => {
    expect(MOBILE_COLUMNS).toEqual([
      `Free · ${formatPrice(MOBILE_PRICES.free, 'EUR')}`,
      `Premium · ${formatPrice(MOBILE_PRICES.premium, 'EUR')}/mo`,
      `Pro · ${formatPrice(MOBILE_PRICES.pro, 'EUR')}/mo`,
    ])
  })

  it('says which named mobile benefits a web app cannot give, and promises them nowhere in the matrices', async () => {
    device = memberDevice({ synced: true })
    renderAsMember(device, <PlatformOverviewTab />)
    await screen.findByRole('table', { name: 'Mobile companion' })
    expect(
      screen.queryByText(
        'Watch companion and location reminders need a native app: the JUL web app does not offer them on any plan.',
      ),
    ).not.toBeNull()
    const cells = [...MOBILE_MATRIX.flatMap((row) => [row.area, ...row.cells])].join(' ').toLowerCase()
    expect(cells).not.toMatch(/watch|location reminder/)
  })

  it('has one cell per column in every row of both matrices', () => {
    for (const row of [...DESKTOP_MATRIX, ...MOBILE_MATRIX]) expect(row.cells).toHaveLength(3)
  })

  it("marks the member's own columns: Desktop Pro and their mobile plan", async () => {
    device = memberDevice({ synced: true })
    await grantDesktop(device.db, 'desktop_pro')
    await device.db.mirror('mobile_subscriptions').put({
      id: crypto.randomUUID(),
      user_id: MEMBER.id,
      tier: 'premium',
      active: true,
      expires_at: null,
      features: {},
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    })
    renderAsMember(device, <PlatformOverviewTab />)
    expect(await ownColumn('Desktop console')).toBe('Pro')
    expect(await ownColumn('Mobile companion')).toBe(MOBILE_COLUMNS[1])
  })

  it('marks the Standard column for a member without Desktop Pro', async () => {
    device = memberDevice({ synced: true })
    await grantDesktop(device.db, 'desktop_standard')
    renderAsMember(device, <PlatformOverviewTab />)
    expect(await ownColumn('Desktop console')).toBe('Standard')
  })
})
