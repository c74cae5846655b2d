import { describe, expect, it } from 'vitest'
import { nextPlanFor, planPriceLabel } from '../../../../src/features/mobile/account-rules.ts'
import {
  CHROME_KEYS,
  CHROME_VISIBILITY,
  headerFor,
  settingsFromQuery,
  splashTiming,
  userNameFromEmail,
  withSettings,
} from '../../../../src/features/mobile/shell-rules.ts'
import { createMemoryStorage } from '../../../../src/lib/storage.ts'
import { storedValue } from '../../../../src/ui/stored-value.ts'

describe('mobile shell rules', () => {
  it('times the splash 1.7 s + 0.3 s for the console type and 2.5 s + 0.5 s otherwise', () => {
    expect(splashTiming('console')).toEqual({ visibleMs: 1700, fadeMs: 300 })
    expect(splashTiming('default')).toEqual({ visibleMs: 2500, fadeMs: 500 })
  })

  it('titles the header per tab, with detail screens named for what they show', () => {
    expect(headerFor('/app').title).toBe('Home')
    expect(headerFor('/app/home').title).toBe('Home')
    expect(headerFor('/app/quickadd').title).toBe('Quick Add')
    expect(headerFor('/app/media').title).toBe('Media Library')
    expect(headerFor('/app/yelroom').title).toBe('YEL Room')
    expect(headerFor('/app/sparks').title).toBe('JUL Sparks')
    expect(headerFor('/app/inbox').title).toBe('Capture Inbox')
    expect(headerFor('/app/julboard').title).toBe('JUL Board')
    expect(headerFor('/app/julboard/card/abc').title).toBe('Board Card')
    expect(headerFor('/app/sessions/abc').title).toBe('Session Recap')
    expect(headerFor('/app/nowhere').title).toBe('JUL')
    expect(headerFor('/app/media').subtitle).toBe('Your photos, voice memos and notes')
  })

  it('shows header and footer until the member hides them, and remembers the choice', () => {
    const storage = createMemoryStorage()
    const footer = storedValue(CHROME_KEYS.footer, CHROME_VISIBILITY, () => storage)
    const header = storedValue(CHROME_KEYS.header, CHROME_VISIBILITY, () => storage)
    expect(footer.get()).toBe(true)
    expect(header.get()).toBe(true)
    footer.set(false)
    expect(storage.getItem(CHROME_KEYS.footer)).toBe('false')
    expect(footer.get()).toBe(false)
    expect(header.get()).toBe(true)
  })

  it('opens the overlay with ?settings=1 on the asked tab, Account when the tab is missing or unknown', () => {
    expect(settingsFromQuery(new URLSearchParams('settings=1&tab=alerts'))).toEqual({
      open: true,
      tab: 'alerts',
    })
    expect(settingsFromQuery(new URLSearchParams('settings=1'))).toEqual({ open: true, tab: 'account' })
    expect(settingsFromQuery(new URLSearchParams('settings=1&tab=x'))).toEqual({ open: true, tab: 'account' })
    expect(settingsFromQuery(new URLSearchParams('tab=card')).open).toBe(false)
    const opened = withSettings(new URLSearchParams('view=board'), 'card')
    expect(opened.toString()).toBe('view=board&settings=1&tab=card')
    expect(withSettings(opened, null).toString()).toBe('view=board')
  })

  it('names the member by the part of the address before the @', () => {
    expect(userNameFromEmail('founder.pro@example.com')).toBe('founder.pro')
    expect(userNameFromEmail('no-at-sign')).toBe('no-at-sign')
  })

  it('prices the plans as 002 §1 and upgrades one tier at a time, never beyond pro', () => {
    expect(planPriceLabel('free')).toBe('€0 forever')
    expect(planPriceLabel('premium')).toBe('€9.99/month')
    expect(planPriceLabel('pro')).toBe('€19.99/month')
    expect(nextPlanFor('free')?.tier).toBe('premium')
    expect(nextPlanFor('premium')?.tier).toBe('pro')
    expect(nextPlanFor('pro')).toBeNull()
  })
})
