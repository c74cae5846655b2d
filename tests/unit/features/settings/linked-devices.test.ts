import { describe, expect, it } from 'vitest'
import { linkedDevices } from '../../../../src/features/settings/linked-devices.ts'

// Shaped like supabase/seed/003_member_console_data.sql: one enrolled 'Demo iPhone' and one iOS push token.
const credential = {
  id: 'c1',
  device_id: 'demo-device-44444444',
  device_name: 'Demo iPhone',
  is_active: true,
  last_used_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
}
const token = { id: 't1', platform: 'ios', updated_at: '2026-11-20T09:00:00.000Z' }

describe('linked devices', () => {
  it('lists the seeded biometric device and push registration of the member, biometric first', () => {
    expect(linkedDevices([credential], [token], null)).toEqual([
      {
        key: 'credential:c1',
        name: 'Demo iPhone',
        detail: 'Biometric sign-in on',
        kind: 'phone',
        lastSeen: '2026-11-21T10:00:00.000Z',
        current: false,
      },
      {
        key: 'push:t1',
        name: 'iPhone or iPad',
        detail: 'Push notifications',
        kind: 'phone',
        lastSeen: '2026-11-20T09:00:00.000Z',
        current: false,
      },
    ])
  })

  it('marks this device by its biometric device id, and a turned-off enrolment says so', () => {
    const here = { ...credential, id: 'c2', device_id: 'here', device_name: 'Work laptop', is_active: false }
    const [first, second] = linkedDevices([credential, here], [], 'here')
    expect(first).toMatchObject({ name: 'Demo iPhone', current: false })
    expect(second).toMatchObject({
      name: 'Work laptop',
      kind: 'computer',
      current: true,
      detail: 'Biometric sign-in off',
    })
  })

  it('falls back to the last change when a device never signed in, and names an unnamed one', () => {
    const unnamed = { ...credential, device_name: '  ', last_used_at: null }
    expect(linkedDevices([unnamed], [], null)[0]).toMatchObject({
      name: 'Unnamed device',
      lastSeen: '2026-11-01T10:00:00.000Z',
    })
  })

  it('has nothing to list for a member with no device rows', () => {
    expect(linkedDevices([], [], 'here')).toEqual([])
  })
})
