import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WeeklyNudgesCard } from '../../../../src/features/home/home-cards.tsx'
import { CONSOLE_PREFERENCES_KEY } from '../../../../src/lib/console-preferences.ts'

const NOW = new Date(2026, 10, 20, 12, 0, 0).getTime()
const ROWS = {
  tasks: [],
  sessions: [],
  proposals: [{ title: 'Board seat', status: 'pending', created_at: new Date(NOW).toISOString() }],
  milestones: [],
}

function storePreference(julNudges: boolean) {
  localStorage.setItem(CONSOLE_PREFERENCES_KEY, JSON.stringify({ julNudges }))
  window.dispatchEvent(new StorageEvent('storage', { key: CONSOLE_PREFERENCES_KEY }))
}

afterEach(() => {
  localStorage.clear()
})

describe('the JUL nudges switch (001 §2 desktop preferences)', () => {
  it('shows the weekly nudges while it is on, by default', () => {
    render(<WeeklyNudgesCard rows={ROWS} now={NOW} />)
    expect(screen.getByText('1 agreement needs your review.')).toBeDefined()
  })

  it('hides them while it is off, says where to turn them on, and follows the switch live', () => {
    storePreference(false)
    render(<WeeklyNudgesCard rows={ROWS} now={NOW} />)
    expect(screen.queryByText('1 agreement needs your review.')).toBeNull()
    expect(
      screen.getByText('JUL nudges are off. Turn them on in Settings, under Desktop preferences.'),
    ).toBeDefined()
    act(() => storePreference(true))
    expect(screen.getByText('1 agreement needs your review.')).toBeDefined()
  })
})
