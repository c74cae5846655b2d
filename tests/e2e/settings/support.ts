import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import type { SignedIn } from '../support/session.ts'

/** Opens a console tab and waits for its heading. */
export async function openConsoleTab(page: Page, tab: string, heading: string) {
  await page.goto(`/dashboard?tab=${tab}`)
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible({ timeout: 20_000 })
}

/** The member's own view of the server, signed in as them (RLS applies). */
export async function serverRows(member: SignedIn, table: string, columns = '*') {
  const { data, error } = await member.client.from(table).select(columns)
  if (error) throw new Error(`${table}: ${error.message}`)
  return data as unknown as Record<string, unknown>[]
}

/** Waits until the service worker controls the page, so a reload works offline. */
export async function waitForOfflineReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

/** No serious or critical axe violation on what the page shows now. */
export async function expectAccessible(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
  const results = await (include ? builder.include(include) : builder).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Counts the oscillators the app starts, so a test can tell a sound was synthesised. */
export async function countOscillators(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as { __oscillators: number; AudioContext: typeof AudioContext }
    scope.__oscillators = 0
    const Real = scope.AudioContext
    scope.AudioContext = class extends Real {
      override createOscillator() {
        scope.__oscillators += 1
        return super.createOscillator()
      }
    }
  })
  return () => page.evaluate(() => (window as unknown as { __oscillators: number }).__oscillators)
}
