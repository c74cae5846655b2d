import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { buildCatalogue, catalogueUrl, serveCatalogue } from './support.ts'

/**
 * The design-system catalogue in Chromium: screenshots compared with the committed baselines (light and
 * dark, 390 px and desktop), and axe-core with no serious or critical violation in either theme.
 * After an intended visual change: `npx playwright test tests/e2e/catalogue --update-snapshots`.
 */
const THEMES = ['light', 'dark'] as const
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const
/** Three pages of sections keep each baseline small. */
const GROUPS = [
  { name: 'controls', sections: ['actions', 'forms'] },
  { name: 'display', sections: ['display', 'feedback'] },
  { name: 'layouts', sections: ['layouts'] },
] as const

let catalogue: ReturnType<typeof buildCatalogue>

test.beforeAll(() => {
  test.setTimeout(180_000)
  catalogue = buildCatalogue()
})
test.afterAll(() => catalogue?.remove())

async function open(page: Page, theme: 'light' | 'dark', sections?: readonly string[]) {
  await serveCatalogue(page.context(), catalogue.dir)
  // The footer prints the year: a fixed date keeps the baselines valid next year.
  await page.clock.setFixedTime(new Date('2026-06-01T10:00:00Z'))
  await page.goto(catalogueUrl({ theme, ...(sections ? { sections } : {}) }))
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible()
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

function seriousOrWorse(results: Awaited<ReturnType<AxeBuilder['analyze']>>) {
  // A run that checked no contrast at all would pass for the wrong reason.
  expect(results.passes.map((rule) => rule.id)).toContain('color-contrast')
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }))
}

/**
 * Every group in both themes at desktop width; at 390 px the groups whose layout changes most (forms,
 * and the layouts themselves). Ten baselines of about 2.5 MB in all.
 */
const SCREENSHOTS = [
  ...GROUPS.flatMap((group) => THEMES.map((theme) => ({ group, theme, viewport: VIEWPORTS[0] }))),
  { group: GROUPS[0], theme: 'light', viewport: VIEWPORTS[1] },
  { group: GROUPS[2], theme: 'light', viewport: VIEWPORTS[1] },
  { group: GROUPS[2], theme: 'dark', viewport: VIEWPORTS[1] },
] as const

for (const { group, theme, viewport } of SCREENSHOTS) {
  test.describe(`${viewport.name}, ${theme}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test(`the ${group.name} page matches its baseline`, async ({ page }) => {
      await open(page, theme, group.sections)
      if (group.name === 'controls') {
        // The react-hook-form example validates on load: wait for its messages.
        await expect(page.getByText('Session focus is required')).toBeVisible()
      }
      await expect(page).toHaveScreenshot(`${group.name}-${viewport.name}-${theme}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.01,
        threshold: 0.25,
        timeout: 30_000,
      })
    })
  })
}

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`${viewport.name}, ${theme}: axe finds no serious or critical violation on the whole catalogue`, async ({
      page,
    }) => {
      // axe walks every node of the full catalogue: slow on a two-core machine, so give it time.
      test.setTimeout(120_000)
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await open(page, theme)
      expect(seriousOrWorse(await new AxeBuilder({ page }).analyze())).toEqual([])
    })
  }
}

for (const theme of THEMES) {
  test(`${theme}: an open dialog, sheet and menu pass axe and trap the keyboard`, async ({ page }) => {
    test.setTimeout(120_000)
    await open(page, theme, ['actions', 'feedback'])
    await page.getByRole('button', { name: 'Open dialog' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose currency' })
    await expect(dialog).toBeVisible()
    expect(seriousOrWorse(await new AxeBuilder({ page }).analyze())).toEqual([])
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Open dialog' })).toBeFocused()

    await page.getByRole('button', { name: 'Open sheet' }).click()
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
    expect(seriousOrWorse(await new AxeBuilder({ page }).analyze())).toEqual([])
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: /^Actions/ }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    expect(seriousOrWorse(await new AxeBuilder({ page }).analyze())).toEqual([])
  })
}

test('an open settings sheet on a phone matches its baseline', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, 'dark', ['layouts'])
  await page.getByRole('button', { name: 'Settings' }).click()
  const sheet = page.getByRole('dialog', { name: 'Settings' })
  await expect(sheet.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveScreenshot('settings-sheet-phone-dark.png', {
    animations: 'disabled',
    timeout: 30_000,
    maxDiffPixelRatio: 0.01,
    threshold: 0.25,
  })
})
