import { describe, expect, it } from 'vitest'
import {
  inScope,
  PULLED_TABLES,
  parseScope,
  roomLevel,
  scopeTables,
  wakeUpTopics,
} from '../../../sync/pull/scopes.ts'
import { TABLES } from '../../../sync/tables.ts'

const ME = '00000000-0000-4000-8000-00000000000a'
const OTHER = '00000000-0000-4000-8000-00000000000b'

const message = (room: string, targets: string[] = [], author = OTHER) => ({
  id: 'm',
  user_id: author,
  room_type: room,
  target_user_ids: targets,
})

describe('scopes', () => {
  it('reads only the scope names the server gives out', () => {
    expect(parseScope('public')).toEqual({ kind: 'public', key: '' })
    expect(parseScope(`user:${ME}`)).toEqual({ kind: 'user', key: ME })
    expect(parseScope(`member:${OTHER}`)).toEqual({ kind: 'member', key: OTHER })
    expect(parseScope('room:cross-group')).toEqual({ kind: 'room', key: 'cross-group' })
    expect(parseScope('room:peer:all')).toEqual({ kind: 'room-all', key: 'peer' })
    for (const bad of ['', '*', 'user:', 'user:not-a-uuid', 'room:lobby', 'room:peer:all:more', 'public:x'])
      expect(parseScope(bad), bad).toBeNull()
  })

  it('keeps telemetry out of every scope: it is push-only', () => {
    expect(PULLED_TABLES).not.toContain('app_context_log')
    expect(PULLED_TABLES).not.toContain('context_detection_log')
    for (const table of TABLES.filter((t) => !t.pushOnly)) expect(PULLED_TABLES).toContain(table.name)
  })

  it("gives staff a caseload member's profile, sessions and cards, nothing else", () => {
    expect([...scopeTables('member')].sort()).toEqual(['julboard_tasks', 'profiles', 'sessions'])
    expect(inScope(`member:${OTHER}`, 'sessions', { id: 's', user_id: OTHER }, ME)).toBe(true)
    expect(inScope(`member:${OTHER}`, 'sparks', { id: 's', user_id: OTHER }, ME)).toBe(false)
    expect(inScope(`member:${OTHER}`, 'profiles', { id: OTHER }, ME)).toBe(true)
  })

  it('shows a room message to its targets only, and every message to staff', () => {
    expect(inScope('room:julius', 'yel_room_messages', message('julius'), ME)).toBe(true)
    expect(inScope('room:julius', 'yel_room_messages', message('julius', [ME]), ME)).toBe(true)
    expect(inScope('room:julius', 'yel_room_messages', message('julius', [OTHER]), ME)).toBe(false)
    expect(inScope('room:julius:all', 'yel_room_messages', message('julius', [OTHER]), ME)).toBe(true)
    expect(inScope('room:peer', 'yel_room_messages', message('julius'), ME)).toBe(false)
    expect(inScope(`user:${ME}`, 'yel_room_messages', message('cross-group', [], ME), ME)).toBe(true)
  })

  it('joins two wake-up channels at most: the member’s own and one for the rooms of their tier', () => {
    expect(wakeUpTopics(ME, ['public', `user:${ME}`, 'room:julius', 'room:peer'])).toEqual([
      `sync:${ME}`,
      'sync:rooms:member',
    ])
    expect(roomLevel(['room:julius', 'room:peer', 'room:cross-group'])).toBe('pro')
    const staff = ['room:julius:all', 'room:peer:all', 'room:cross-group:all', `member:${OTHER}`]
    expect(wakeUpTopics(ME, staff)).toEqual([`sync:${ME}`, 'sync:rooms:staff'])
  })
})
