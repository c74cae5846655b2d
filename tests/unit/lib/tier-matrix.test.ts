import { describe, expect, it } from 'vitest'
import {
  BASIC_CHIRPS_PER_DAY,
  canReadRoom,
  canSendInRoom,
  capabilityCell,
  chirpsPerDay,
  founderActionsAllowed,
  hasMobileFeature,
  lockLabel,
  MOBILE_CAPABILITIES,
  MOBILE_FEATURES,
  MOBILE_SERVICE_LEVELS,
  type MobileCapability,
  offersUpgradePrompt,
  serviceLevel,
  tierAllows,
} from '../../../src/lib/tier-matrix.ts'
import { MOBILE_TIERS, type MobileTier } from '../../../src/lib/tiers.ts'

/** 002 §6's table, copied from the spec as printed. */
const SPEC_002_TABLE = `
| Quick Add | upgrade prompt ('Upgrade to Premium') | yes | yes |
| Board edit, create proposals, comments | no (Comments shows Premium+ locked) | yes | yes |
| Digest key terms | no | no | yes |
| Schedule Session and Submit Decision | founders with edit rights only | founders with edit rights only | founders with edit rights only |
| Session scheduling | upgrade prompt | yes | yes |
| Media edit and delete | no | no | yes |
| Advisor and peer rooms | read only | read and send | read and send |
| Cross-group room | no access | no access | read and send |
| AI voice assistant | no | no | yes |
| JUL Mode | upsell | yes | yes |
| Actionable Alerts | no | no | yes |
`

/** 000 §6's "Mobile features by tier", copied from the spec as printed. */
const SPEC_000_SUMMARY = `
- All tiers: dashboards, board access, session summaries, agreements, basic chirps, push notifications, offline mode, haptics, biometric sign-in, cross-platform sync.
- Premium adds: quick capture, voice memo logging, file attachments, unlimited chirps, a special insight mode, smart photo documentation, watch companion, location reminders. Card management becomes request-and-book, one-off sessions book-sessions, subscription services view-and-request.
- Pro adds: proposal digest, AI voice assistant, voice chirps from advisor, export toolkit, smart proposal tracking, branded export, real-time chirp alerts. Card management full-access, one-off sessions book-and-track, subscriptions view-book-administer, console pro management manage-subscription.
- Free: card management view-only, sessions view-list, subscriptions none.
`

function specTableRows(): { label: string; cells: string[] }[] {
  return SPEC_002_TABLE.trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .map(([label = '', ...cells]) => ({
      label,
      // The parenthesised note is the cell's detail (the prompt's text, the lock), not its value.
      cells: cells.map((cell) => cell.replace(/\s*\(.*\)$/, '')),
    }))
}

function summaryLine(prefix: string): string {
  const line = SPEC_000_SUMMARY.trim()
    .split('\n')
    .find((candidate) => candidate.startsWith(`- ${prefix}:`))
  if (!line) throw new Error(`no line ${prefix}`)
  return line.slice(prefix.length + 3).trim()
}

/** "a, b, c. Rest" → ['a', 'b', 'c'] */
function featureList(prefix: string): string[] {
  return (summaryLine(prefix).split('.')[0] ?? '').split(', ')
}

/** The level a summary line gives a service, e.g. "one-off sessions book-sessions" → book-sessions. */
function levelIn(prefix: string, names: readonly string[]): string {
  const text = summaryLine(prefix).toLowerCase()
  for (const name of names) {
    const match = new RegExp(`${name}(?: becomes)? ([a-z-]+)`).exec(text)
    if (match?.[1]) return match[1]
  }
  throw new Error(`${names.join('/')} not in ${prefix}`)
}

describe('the tier matrix states every cell of 002 §6 in the spec’s words', () => {
  const rows = specTableRows()

  it('has one capability per row of the table, in its order', () => {
    expect(Object.values(MOBILE_CAPABILITIES).map((row) => row.label)).toEqual(rows.map((row) => row.label))
  })

  for (const row of specTableRows()) {
    it(`${row.label}: ${row.cells.join(' / ')}`, () => {
      const entry = Object.entries(MOBILE_CAPABILITIES).find(([, value]) => value.label === row.label)
      expect(entry).toBeDefined()
      const capability = entry?.[0] as MobileCapability
      expect(MOBILE_TIERS.map((tier) => capabilityCell(tier, capability))).toEqual(row.cells)
    })
  }
})

describe('the tier matrix states every cell of 000 §6 in the spec’s words', () => {
  it('lists the features of all tiers, then what premium and pro add', () => {
    expect([...MOBILE_FEATURES.free]).toEqual(featureList('All tiers'))
    expect([...MOBILE_FEATURES.premium]).toEqual(featureList('Premium adds'))
    expect([...MOBILE_FEATURES.pro]).toEqual(featureList('Pro adds'))
  })

  const graded: { level: keyof typeof MOBILE_SERVICE_LEVELS; names: string[] }[] = [
    { level: 'cardManagement', names: ['card management'] },
    { level: 'oneOffSessions', names: ['one-off sessions', 'sessions'] },
    { level: 'subscriptionServices', names: ['subscription services', 'subscriptions'] },
  ]
  const lines: Record<MobileTier, string> = { free: 'Free', premium: 'Premium adds', pro: 'Pro adds' }
  for (const { level, names } of graded) {
    for (const tier of MOBILE_TIERS) {
      it(`${MOBILE_SERVICE_LEVELS[level].label} for ${tier} is ${levelIn(lines[tier], names)}`, () => {
        expect(serviceLevel(tier, level)).toBe(levelIn(lines[tier], names))
      })
    }
  }

  it('gives console pro management (manage-subscription) to pro only', () => {
    expect(serviceLevel('pro', 'consoleProManagement')).toBe(levelIn('Pro adds', ['console pro management']))
    expect(serviceLevel('premium', 'consoleProManagement')).toBe('none')
    expect(serviceLevel('free', 'consoleProManagement')).toBe('none')
  })

  it('gives basic chirps to all tiers and unlimited chirps from premium', () => {
    expect(featureList('All tiers')).toContain('basic chirps')
    expect(featureList('Premium adds')).toContain('unlimited chirps')
    expect(MOBILE_TIERS.map((tier) => serviceLevel(tier, 'chirps'))).toEqual([
      'basic',
      'unlimited',
      'unlimited',
    ])
  })

  it('adds features up: premium has every free feature, pro every premium one', () => {
    expect(hasMobileFeature('free', 'offline mode')).toBe(true)
    expect(hasMobileFeature('free', 'quick capture')).toBe(false)
    expect(hasMobileFeature('premium', 'offline mode')).toBe(true)
    expect(hasMobileFeature('premium', 'export toolkit')).toBe(false)
    expect(hasMobileFeature('pro', 'quick capture')).toBe(true)
    expect(hasMobileFeature('pro', 'export toolkit')).toBe(true)
  })
})

describe('what the cells mean for a screen', () => {
  it('grants a capability on yes and read cells, never on no, prompts, upsells or no access', () => {
    expect(tierAllows('free', 'quickAdd')).toBe(false)
    expect(tierAllows('premium', 'quickAdd')).toBe(true)
    expect(tierAllows('premium', 'digestKeyTerms')).toBe(false)
    expect(tierAllows('pro', 'digestKeyTerms')).toBe(true)
    expect(tierAllows('free', 'julMode')).toBe(false)
    expect(tierAllows('free', 'advisorAndPeerRooms')).toBe(true)
    expect(tierAllows('premium', 'crossGroupRoom')).toBe(false)
  })

  it('answers free with the upgrade prompt where the spec prints one, and a plain no elsewhere', () => {
    expect(offersUpgradePrompt('free', 'sessionScheduling')).toBe(true)
    expect(offersUpgradePrompt('free', 'quickAdd')).toBe(true)
    expect(offersUpgradePrompt('free', 'julMode')).toBe(true)
    expect(offersUpgradePrompt('free', 'boardEdit')).toBe(false)
    expect(offersUpgradePrompt('premium', 'sessionScheduling')).toBe(false)
  })

  it('locks comments as Premium+ and key terms as Pro', () => {
    expect(lockLabel('boardEdit')).toBe('Premium+')
    expect(lockLabel('digestKeyTerms')).toBe('Pro')
  })

  it('lets free read the advisor and peer rooms without sending, and only pro into the cross-group room', () => {
    expect(canReadRoom('free', 'julius')).toBe(true)
    expect(canSendInRoom('free', 'julius')).toBe(false)
    expect(canSendInRoom('premium', 'peer')).toBe(true)
    expect(canReadRoom('premium', 'cross-group')).toBe(false)
    expect(canSendInRoom('pro', 'cross-group')).toBe(true)
  })

  it('shows Schedule Session and Submit Decision to founders with edit rights only', () => {
    expect(founderActionsAllowed({ userType: 'founder', canEdit: true })).toBe(true)
    expect(founderActionsAllowed({ userType: 'founder', canEdit: false })).toBe(false)
    expect(founderActionsAllowed({ userType: 'investor', canEdit: true })).toBe(false)
  })

  it('limits basic chirps to receiving (the advisor and peer rooms read only) and never caps premium or pro', () => {
    expect(chirpsPerDay('free')).toBe(BASIC_CHIRPS_PER_DAY)
    expect(BASIC_CHIRPS_PER_DAY).toBe(0)
    expect(canSendInRoom('free', 'julius') || canSendInRoom('free', 'peer')).toBe(false)
    expect(canReadRoom('free', 'julius') && canReadRoom('free', 'peer')).toBe(true)
    expect(chirpsPerDay('premium')).toBeNull()
    expect(chirpsPerDay('pro')).toBeNull()
    expect(canSendInRoom('premium', 'julius')).toBe(true)
  })
})
