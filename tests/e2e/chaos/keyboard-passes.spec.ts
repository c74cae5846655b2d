import { expect, type Locator, type Page, test } from '@playwright/test'
import { memberWith } from '../board/support.ts'
import { storeSession } from '../support/session.ts'

/**
 * A keyboard-only pass (Tab, Shift+Tab, Enter, Space, arrows, Escape; never the mouse) through
 * the header's menu, the console booking wizard up to its confirmation, and the console Quick Add and the
 * phone's capture up to a saved capture, for one Desktop Pro / Premium member on one page. Every stop has a visible focus indicator, dialogs
 * keep focus inside and give it back to the control that opened them.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 })

let page: Page

test.beforeAll(async ({ browser, baseURL }) => {
  const member = await memberWith(baseURL ?? '', {
    prefix: 'keys',
    desktop: 'desktop_pro',
    mobile: 'premium',
    profile: { first_name: 'Ada', company: 'Keys Ltd' },
  })
  const context = await browser.newContext({ baseURL: baseURL ?? '' })
  // The scheduling site is outside this machine: answer for it, so the calendar tab has an address.
  await context.route('https://calendly.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Calendar</title>' }),
  )
  page = await context.newPage()
  await storeSession(page, member)
})

test.afterAll(async () => {
  await page?.context().close()
})

/** The focused element's accessible-ish name: aria-label, else its text. */
function focusedName(target: Page): Promise<string> {
  return target.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim()
  })
}

/** The focused element matches :focus-visible and draws an outline or a ring a sighted user can see. */
async function expectVisibleFocus(target: Page) {
  const shown = await target.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body || !el.matches(':focus-visible')) return false
    const style = getComputedStyle(el)
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
    return outline || style.boxShadow !== 'none'
  })
  expect(shown, `visible focus on "${await focusedName(target)}"`).toBe(true)
}

/**
 * An arrow key held until the focus has moved, as a person's key press is: Radix checks a radio that
 * arrow keys focus only while the key is down, and it moves the focus a task later, which a loaded
 * machine can delay past an instant key up.
 */
async function arrowTo(target: Locator, key: 'ArrowDown' | 'ArrowUp') {
  const owner = target.page()
  await owner.keyboard.down(key)
  await expect(target).toBeFocused()
  await owner.keyboard.up(key)
}

/** Presses `key` until `target` has the focus (at most `limit` presses), checking each stop shows focus. */
async function pressUntilFocused(target: Locator, key = 'Tab', limit = 40) {
  const owner = target.page()
  for (let i = 0; i < limit; i += 1) {
    await owner.keyboard.press(key)
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectVisibleFocus(owner)
      return
    }
  }
  throw new Error(`${key} never reached ${target}`)
}

test('the header menu at phone width opens with Enter, keeps focus inside, and Escape returns focus to Menu', async () => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/about')
  const menu = page.getByRole('button', { name: 'Menu', exact: true })
  await pressUntilFocused(menu)
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Navigation' })
  await expect(drawer).toBeVisible()
  // The drawer starts on the link of the page one is on.
  await expect(drawer.getByRole('link', { name: 'ABOUT' })).toBeFocused()
  await expectVisibleFocus(page)
  // Tab past the last control and Shift+Tab past the first: focus stays in the drawer.
  const stops = (await drawer.getByRole('link').count()) + 1
  for (let i = 0; i < stops; i += 1) await page.keyboard.press('Tab')
  await expect(drawer.getByRole('link', { name: 'ABOUT' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused()
  await expectVisibleFocus(page)
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  await expect(menu).toBeFocused()
  // Enter on a link in the drawer navigates and closes it.
  await page.keyboard.press('Enter')
  await pressUntilFocused(drawer.getByRole('link', { name: 'PRICING' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/pricing-guide$/)
  await expect(drawer).toHaveCount(0)
  await page.setViewportSize({ width: 1280, height: 720 })
})

test('the console booking wizard, keyboard only, from the service to the booked confirmation', async () => {
  await page.goto('/dashboard?tab=home')
  const open = page.getByRole('button', { name: 'Book a session' })
  await expect(open).toBeVisible({ timeout: 20_000 })
  await pressUntilFocused(open)
  await page.keyboard.press('Enter')
  const wizard = page.getByRole('dialog', { name: 'Book a session' })
  await expect(wizard.getByText('Step 1 of 4: Select service')).toBeVisible()
  await pressUntilFocused(wizard.getByRole('button', { name: /Intro Call/ }))
  await page.keyboard.press('Enter')

  // Focus follows the wizard to its new step (the control that was pressed has gone).
  await expect(wizard.getByText('Step 2 of 4: Session details')).toBeFocused()
  await expectVisibleFocus(page)
  const focus = wizard.getByRole('radiogroup').first()
  await pressUntilFocused(focus.getByRole('radio').first())
  await page.keyboard.press('Space')
  await arrowTo(wizard.getByRole('radio', { name: 'Fundraising' }), 'ArrowDown')
  await expect(wizard.getByRole('radio', { name: 'Fundraising' })).toBeChecked()
  await pressUntilFocused(wizard.getByRole('radio', { name: 'Flexible' }))
  await arrowTo(wizard.getByRole('radio', { name: 'Next week' }), 'ArrowUp')
  await expect(wizard.getByRole('radio', { name: 'Next week' })).toBeChecked()
  await pressUntilFocused(wizard.getByLabel('Notes'))
  await page.keyboard.type('Typed without a mouse')
  await pressUntilFocused(wizard.getByRole('button', { name: 'Continue' }))
  await page.keyboard.press('Enter')

  await expect(wizard.getByText('Step 3 of 4: Payment & booking')).toBeFocused()
  const calendar = page.waitForEvent('popup')
  await pressUntilFocused(wizard.getByRole('button', { name: 'Open booking calendar' }))
  await page.keyboard.press('Enter')
  const popup = await calendar
  await popup.close()
  await expect(wizard.getByText('Step 4 of 4: Confirmation')).toBeFocused()
  await expect(wizard.getByText('Strategy session booked successfully!')).toBeVisible()
  await pressUntilFocused(wizard.getByRole('button', { name: 'Done' }))
  await page.keyboard.press('Enter')
  await expect(wizard).toHaveCount(0)
  await expect(open).toBeFocused()
})

test('the console Quick Add, keyboard only, from its tab to a saved capture in Recent Captures', async () => {
  // The tab list is one Tab stop; arrows (down, the side navigation is vertical at 1280 px) move along it
  // and Enter selects (manual activation).
  await page.goto('/dashboard?tab=home')
  const home = page.getByRole('tab', { name: 'Home', exact: true })
  await expect(home).toBeVisible({ timeout: 20_000 })
  await pressUntilFocused(home)
  const quickAdd = page.getByRole('tab', { name: 'Quick Add', exact: true })
  await pressUntilFocused(quickAdd, 'ArrowDown', 20)
  await page.keyboard.press('Enter')
  await expect(quickAdd).toHaveAttribute('data-state', 'active')
  const panel = page.getByRole('tabpanel', { name: 'Quick Add' })
  await pressUntilFocused(panel.getByLabel('Note'))
  await page.keyboard.type('Captured from the keyboard')
  await pressUntilFocused(panel.getByRole('button', { name: 'Save', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Saved to Capture Inbox')).toBeVisible()
  await expect(panel.getByText('Captured from the keyboard')).toBeVisible()
  // Save disables itself on the emptied box: focus goes back to the note, ready for the next one.
  await expect(panel.getByLabel('Note')).toBeFocused()
  await expect(panel.getByLabel('Note')).toHaveValue('')
})

test('the phone capture, keyboard only, from the bottom bar to a note saved in the Capture Inbox', async () => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/app/home')
  const bar = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Quick Add' }) })
  await pressUntilFocused(bar.getByRole('link', { name: 'Quick Add' }), 'Tab', 80)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/app\/quickadd$/)
  const note = page.getByLabel('Note')
  await pressUntilFocused(note)
  await page.keyboard.type('Captured on the phone by keyboard')
  await pressUntilFocused(page.getByRole('button', { name: 'Save', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Saved to Capture Inbox')).toBeVisible()
  await expect(note).toBeFocused()
  await expect(note).toHaveValue('')
  await page.setViewportSize({ width: 1280, height: 720 })
})
