import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { openAs, SEED } from '../support/session.ts'
import { expectAccessible } from './support.ts'

// One page for the file, as the Desktop Pro seed member (voice input is Pro only). Nothing here writes
// to the server: help mode, learning progress and the chat are device or view state.
// A loaded machine (the whole suite at once) needs more than the default 30 s per test.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

let context: BrowserContext
let page: Page

test.beforeAll(async ({ browser, baseURL }) => {
  context = await browser.newContext({ baseURL: baseURL ?? '' })
  page = await context.newPage()
  // A stand-in for the browser's speech recogniser: the test says what the member said.
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>
    scope.webkitSpeechRecognition = class {
      onresult: ((event: unknown) => void) | null = null
      onend: (() => void) | null = null
      constructor() {
        scope.__recognition = this
      }
      start() {}
      stop() {}
    }
    scope.SpeechRecognition = undefined
    scope.__say = (transcript: string) => {
      const recognition = scope.__recognition as { onresult: (event: unknown) => void }
      recognition.onresult({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript } }] })
    }
  })
  await openAs(page, baseURL ?? '', SEED.pro, '/dashboard?tab=home')
  await expect(page.getByRole('button', { name: 'Chat with YEL' })).toBeVisible({ timeout: 20_000 })
})

test.afterAll(async () => {
  await context.close()
})

test('help mode opens the important tips once after a second and closes them when turned off', async () => {
  const tip = page.getByRole('tooltip', { name: /Ask YEL anything about JUL/ })
  await page.getByRole('button', { name: 'Help mode' }).click()
  await expect(page.getByRole('button', { name: 'Help mode' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('Help mode is on: hover or focus a control to see what it does.')).toBeVisible()
  await expect(tip).toBeVisible({ timeout: 3_000 })
  await expect(page.getByRole('tooltip', { name: /Quests and guided walkthroughs/ })).toBeVisible()
  await page.getByRole('button', { name: 'Help mode' }).click()
  await expect(tip).toHaveCount(0)
  await expect(page.getByText('Help mode is on: hover or focus a control to see what it does.')).toHaveCount(
    0,
  )
})

test('YEL answers through the local provider, ignores blank sends, and answers offline from the device', async () => {
  await page.getByRole('button', { name: 'Chat with YEL' }).click()
  const chat = page.getByRole('dialog', { name: 'YEL Assistant' })
  const input = chat.getByLabel('Message YEL')
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled()
  await input.fill('   ')
  await input.press('Enter')
  await expect(chat.getByRole('log').getByText('You', { exact: true })).toHaveCount(0)

  await input.fill('How much is a strategy session?')
  await input.press('Enter')
  await expect(chat.getByRole('log')).toContainText('90 minutes with your advisor for €495', {
    timeout: 15_000,
  })
  await expectAccessible(page, '[role="dialog"]')

  await context.setOffline(true)
  await input.fill('Tell me about the equity partnership')
  await chat.getByRole('button', { name: 'Send' }).click()
  await expect(chat.getByRole('log')).toContainText("You're offline, so this answer comes from this device.")
  await expect(chat.getByRole('log')).toContainText('0.5 to 2 percent')
  await context.setOffline(false)
  await page.keyboard.press('Escape')
})

test('the learning hub keeps quest steps and runs a walkthrough to the end', async () => {
  await page.getByRole('button', { name: 'Learning hub' }).click()
  const hub = page.getByRole('dialog', { name: 'Learning hub' })
  // founder.pro is on the premium mobile tier: the pro quest stays hidden.
  await expect(hub.getByRole('heading', { name: 'Getting Started' })).toBeVisible()
  await expect(hub.getByRole('heading', { name: 'Capture Like a Pro' })).toBeVisible()
  await expect(hub.getByRole('heading', { name: 'Strategic Operator' })).toHaveCount(0)
  await hub.getByRole('button', { name: 'Mark done: Visit the JUL Board' }).click()
  await expect(hub.getByRole('button', { name: 'Mark done: Visit the JUL Board' })).toHaveCount(0)

  await hub.getByRole('tab', { name: 'Walkthroughs' }).click()
  await expect(hub.getByText('3 steps · 5 min')).toBeVisible()
  await hub.getByRole('button', { name: 'Start Platform Basics' }).click()
  const step = page.getByRole('region', { name: 'Your console sections' })
  await expect(step).toContainText('Step 1 of 3')
  await step.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('region', { name: 'Open Settings' })).toContainText('Step 2 of 3')
  await page.getByRole('tab', { name: 'Settings' }).click()
  // The click is the step's action: it moves on by itself a second later.
  const last = page.getByRole('region', { name: 'Ask YEL' })
  await expect(last).toContainText('Step 3 of 3', { timeout: 5_000 })
  await last.getByRole('button', { name: 'Go to step 1: Your console sections' }).click()
  await expect(page.getByRole('region', { name: 'Your console sections' })).toBeVisible()
  await page.getByRole('button', { name: 'Go to step 3: Ask YEL' }).click()
  await page.getByRole('region', { name: 'Ask YEL' }).getByRole('button', { name: 'Finish' }).click()
  await expect(page.getByText('Platform Basics completed')).toBeVisible()

  await page.reload()
  await page.getByRole('button', { name: 'Learning hub' }).click()
  await expect(hub.getByText('Done').first()).toBeVisible({ timeout: 15_000 })
  await hub.getByRole('tab', { name: 'Walkthroughs' }).click()
  await expect(hub.getByRole('article', { name: 'Platform Basics' }).getByText('Completed')).toBeVisible()
  await page.keyboard.press('Escape')
})

test('voice control moves between tabs by voice and says clearly when the browser cannot listen', async () => {
  await page.getByRole('button', { name: 'Voice control' }).click()
  await expect(
    page.getByText(/Listening… say help, home, julboard, sessions, settings, stop listening/),
  ).toBeVisible()
  await page.evaluate(() => (window as unknown as { __say: (t: string) => void }).__say('open sessions'))
  await expect(page).toHaveURL(/tab=sessions/)
  await page.evaluate(() => (window as unknown as { __say: (t: string) => void }).__say('JUL board'))
  await expect(page).toHaveURL(/tab=julboard/)
  await page.evaluate(() => (window as unknown as { __say: (t: string) => void }).__say('stop listening'))
  await expect(page.getByText(/Listening…/)).toHaveCount(0)

  await page.evaluate(() => {
    const scope = window as unknown as Record<string, unknown>
    scope.webkitSpeechRecognition = undefined
  })
  await page.getByRole('button', { name: 'Voice control' }).click()
  await expect(
    page.getByText("Voice control isn't available in this browser: it has no speech recognition."),
  ).toBeVisible()
})
