import { describe, expect, it } from 'vitest'
import {
  ADVISOR_ERRORS,
  advisorPostError,
  authorOf,
  canHearVoiceChirps,
  canSendText,
  consoleRoomAccess,
  isSendKey,
  latestMessages,
  MAX_TARGETS,
  type MessageRow,
  mobileRoomAccess,
  ROOM_PANEL_LABELS,
  roomAccessForTier,
  roomName,
  threadStatus,
  unreadAdvisorCount,
  voiceNotePath,
  voiceNoteRefusal,
} from '../../../../src/features/rooms/room-rules.ts'
import { type MemberAccess, memberAccessFrom } from '../../../../src/lib/access.ts'
import { CAPTURE_BUCKET } from '../../../../sync/public/capture-bucket.ts'

function accessOf(over: {
  desktop?: 'desktop_standard' | 'desktop_pro'
  mobile?: 'free' | 'premium' | 'pro'
  staff?: boolean
}): MemberAccess {
  return memberAccessFrom({
    user: { id: 'me', email: 'me@example.com', displayName: 'Me' },
    isStaff: over.staff ?? false,
    memberships: over.desktop ? [{ membership_tier: over.desktop, status: 'active' }] : [],
    subscription: over.mobile ? { tier: over.mobile, active: true, expires_at: null } : null,
    profileUserType: 'founder',
    adminOverride: null,
    now: 0,
  })
}

describe('room permissions (002 §6, 001 §6)', () => {
  it('lets free members read the advisor and peer rooms only, without sending', () => {
    expect(roomAccessForTier('julius', 'free')).toEqual({ canRead: true, canSend: false })
    expect(roomAccessForTier('peer', 'free')).toEqual({ canRead: true, canSend: false })
    expect(roomAccessForTier('cross-group', 'free')).toEqual({ canRead: false, canSend: false })
  })

  it('lets premium send in the advisor and peer rooms and keeps cross-group for pro', () => {
    expect(roomAccessForTier('julius', 'premium')).toEqual({ canRead: true, canSend: true })
    expect(roomAccessForTier('cross-group', 'premium')).toEqual({ canRead: false, canSend: false })
    expect(roomAccessForTier('cross-group', 'pro')).toEqual({ canRead: true, canSend: true })
  })

  it('keeps the console receive-only for Standard even with a mobile plan that could send', () => {
    const standard = accessOf({ desktop: 'desktop_standard', mobile: 'pro' })
    expect(consoleRoomAccess('julius', standard)).toEqual({ canRead: true, canSend: false })
    expect(mobileRoomAccess('julius', standard)).toEqual({ canRead: true, canSend: true })
  })

  it('lets Desktop Pro send only where its mobile tier may post, as the server enforces', () => {
    const proPremium = accessOf({ desktop: 'desktop_pro', mobile: 'premium' })
    expect(consoleRoomAccess('peer', proPremium).canSend).toBe(true)
    expect(consoleRoomAccess('cross-group', proPremium)).toEqual({ canRead: false, canSend: false })
  })

  it('lets staff post in every room as the advisor', () => {
    const staff = accessOf({ staff: true })
    for (const room of ['julius', 'peer', 'cross-group'] as const) {
      expect(consoleRoomAccess(room, staff)).toEqual({ canRead: true, canSend: true })
    }
  })

  it('labels the console panels All Users, Premium+ and Pro Only', () => {
    expect(ROOM_PANEL_LABELS).toEqual({ julius: 'All Users', peer: 'Premium+', 'cross-group': 'Pro Only' })
  })

  it('names the peer room after the user type, founder by default', () => {
    expect(roomName('peer', 'investor')).toBe('Investor Peers')
    expect(roomName('peer', 'founder')).toBe('Founder Peers')
  })
})

const message = (over: Partial<MessageRow>): MessageRow => ({
  id: 'm',
  user_id: 'someone',
  room_type: 'julius',
  content: 'Hello',
  is_from_advisor: false,
  target_user_ids: [],
  created_at: '2026-05-10T12:00:00.000Z',
  ...over,
})

describe('room messages (002 §2.9, §9)', () => {
  it('keeps the latest 50, oldest first', () => {
    const rows = Array.from({ length: 60 }, (_, i) =>
      message({
        id: `m${String(i).padStart(2, '0')}`,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      }),
    )
    const shown = latestMessages([...rows].reverse())
    expect(shown).toHaveLength(50)
    expect(shown[0]?.id).toBe('m10')
    expect(shown[49]?.id).toBe('m59')
  })

  it('refuses blank text and sends on Enter without Shift only', () => {
    expect(canSendText('   \n ')).toBe(false)
    expect(canSendText(' hi ')).toBe(true)
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true)
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false)
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false)
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false)
  })

  it('names the author: You, the advisor, or a mirrored profile', () => {
    const names = new Map([['p1', 'Priya Pro']])
    expect(authorOf(message({ user_id: 'me' }), 'me', names)).toBe('You')
    expect(authorOf(message({ user_id: 'staff', is_from_advisor: true }), 'me', names)).toBe('JUL Advisor')
    expect(authorOf(message({ user_id: 'p1' }), 'me', names)).toBe('Priya Pro')
    expect(authorOf(message({ user_id: 'p2' }), 'me', names)).toBe('Member')
  })

  it('marks a thread pending while its latest message waits for the advisor', () => {
    expect(threadStatus([message({ is_from_advisor: true })])).toBe('active')
    expect(
      threadStatus([
        message({ is_from_advisor: true }),
        message({ id: 'n', created_at: '2026-05-11T00:00:00Z' }),
      ]),
    ).toBe('pending')
    expect(threadStatus([])).toBe('active')
  })
})

describe('unread badge (001 §2, §9)', () => {
  const now = Date.parse('2026-05-10T12:00:00Z')
  it('counts advisor messages of the last 24 hours, not members’ messages, older ones or my own', () => {
    const rows = [
      message({ id: 'a', is_from_advisor: true, created_at: '2026-05-10T11:00:00Z' }),
      message({ id: 'b', is_from_advisor: true, created_at: '2026-05-09T12:00:00Z' }),
      message({ id: 'c', is_from_advisor: true, created_at: '2026-05-09T11:59:59Z' }),
      message({ id: 'd', is_from_advisor: false, created_at: '2026-05-10T11:00:00Z' }),
      message({ id: 'e', is_from_advisor: true, user_id: 'me', created_at: '2026-05-10T11:00:00Z' }),
    ]
    expect(unreadAdvisorCount(rows, 'me', now)).toBe(2)
  })
})

describe('advisor admin (001 §5, §6)', () => {
  it('refuses a blank message, a targeted one without members and more than 10 members', () => {
    expect(advisorPostError({ text: ' ', mode: 'broadcast', targets: [] })).toBe(ADVISOR_ERRORS.blank)
    expect(advisorPostError({ text: 'Hi', mode: 'broadcast', targets: [] })).toBeNull()
    expect(advisorPostError({ text: 'Hi', mode: 'targeted', targets: [] })).toBe(ADVISOR_ERRORS.noTargets)
    const eleven = Array.from({ length: MAX_TARGETS + 1 }, (_, i) => `u${i}`)
    expect(advisorPostError({ text: 'Hi', mode: 'targeted', targets: eleven })).toBe(
      ADVISOR_ERRORS.tooManyTargets,
    )
    expect(advisorPostError({ text: 'Hi', mode: 'targeted', targets: eleven.slice(0, 10) })).toBeNull()
  })
})

describe("voice chirps from the advisor (000 §6: Pro adds 'voice chirps from advisor')", () => {
  it('are heard by Pro members and staff; free and premium members get the lock', () => {
    expect(canHearVoiceChirps(accessOf({ mobile: 'pro' }))).toBe(true)
    expect(canHearVoiceChirps(accessOf({ mobile: 'premium' }))).toBe(false)
    expect(canHearVoiceChirps(accessOf({}))).toBe(false)
    expect(canHearVoiceChirps({ isStaff: true, mobileTier: 'free' })).toBe(true)
  })

  it('post with a voice note alone (the message is captioned) but never with nothing', () => {
    expect(advisorPostError({ text: ' ', mode: 'broadcast', targets: [], hasVoiceNote: true })).toBeNull()
    expect(advisorPostError({ text: ' ', mode: 'broadcast', targets: [], hasVoiceNote: false })).toBe(
      ADVISOR_ERRORS.blank,
    )
  })

  it("take the captures bucket's audio types up to its size limit", () => {
    const limit = CAPTURE_BUCKET.fileSizeLimit
    expect(voiceNoteRefusal(1_000, 'audio/webm;codecs=opus')).toBeNull()
    expect(voiceNoteRefusal(limit, 'audio/mp4')).toBeNull()
    expect(voiceNoteRefusal(limit + 1, 'audio/mp4')).toBe('too-large')
    // The bucket takes photos too, but a voice note is audio.
    expect(voiceNoteRefusal(1_000, 'image/jpeg')).toBe('type')
    expect(voiceNoteRefusal(1_000, 'audio/wav')).toBe('type')
    expect(voiceNoteRefusal(1_000, 'text/html')).toBe('type')
  })

  it("are named by their bytes in the poster's folder, with the ending of their type", () => {
    expect(voiceNotePath('staff-1', 'ab'.repeat(32), 'audio/webm;codecs=opus')).toBe(
      `staff-1/${'ab'.repeat(32)}.webm`,
    )
    expect(voiceNotePath('staff-1', 1_700_000_000_000, 'audio/mp4')).toBe('staff-1/1700000000000.m4a')
  })
})
