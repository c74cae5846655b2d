import { expect, type Locator, type Page, test } from '@playwright/test'
import { FORMS } from '../../../src/features/forms/form-definitions.ts'
import { FORM_MESSAGES } from '../../../src/lib/validation/form-check.ts'
import { memberWith, serviceClient } from '../board/support.ts'
import { navigateInApp } from '../console/support.ts'
import { withConsentGiven } from '../shell/support.ts'
import { type SignedIn, storeSession } from '../support/session.ts'
import { CORPUS, item, type MemberCorpus, writeMemberCorpus, writePublicProposal } from './hostile-corpus.ts'
import { findings, inspect, settled, trap } from './hostile-screen.ts'

/**
 * Hostile input: the corpus of hostile-corpus.ts in every user-content field (sparks,
 * captures with file names and tags, board cards, session notes and minutes, room messages, media,
 * proposals and their attachments, CRM interactions, reflections, profile, the public proposal, a
 * public form), read on every screen that shows it: as its author at phone width, as staff, and as
 * an anonymous visitor. No payload may run, no stored address may become a script link, and no
 * screen may grow wider than the phone.
 */
test.describe.configure({ mode: 'serial' })
const found = findings()
let author: { member: SignedIn; rows: MemberCorpus } | undefined
let proposalSlug: string | undefined
const FIRST_PULL = 45_000

/**
 * Every enabled tab inside `scope` in turn, by position (a console tab's words change once the plan
 * arrives), each recorded once its loading states have gone: a tab's panel is only in the DOM while
 * open. `shows` names, by the tab's first words, a payload its panel must show first.
 */
async function everyTab(page: Page, scope: Locator, screen: string, shows: Record<string, string> = {}) {
  const tabs = scope.getByRole('tab')
  for (let index = 0; index < (await tabs.count()); index++) {
    const tab = tabs.nth(index)
    if (await tab.isDisabled()) continue
    await tab.click()
    await expect(tab).toHaveAttribute('data-state', 'active')
    const label = (await tab.innerText()).replace(/\s+/g, ' ')
    const text = Object.entries(shows).find(([start]) => label.startsWith(start))?.[1]
    if (text)
      await expect(page.getByRole('tabpanel').getByText(text).first()).toBeVisible({ timeout: FIRST_PULL })
    await settled(page)
    await inspect(page, `${screen} ${label}`, found)
  }
}

interface Visit {
  screen?: string
  /** Text the screen must show first: proof the corpus reached this reader. */
  shows?: string
  /** Also record each of the screen's tabs (default true). */
  tabs?: boolean
  /**
   * What only this screen shows, when the screen before it shows the same payload: a lazy route is
   * opened as a transition, so the old screen stays up, payload and tabs too, until its chunk arrives.
   */
  arrived?: (main: Locator) => Locator
}

/**
 * Opens `path` and records it once every loading state has gone, then each of its tabs. A screen that
 * must show a payload is opened inside the running app, as a link would (one start-up per reader); the
 * payload, or `arrived` where the screen before shows it too, proves the new route replaced the old one.
 */
async function visit(page: Page, path: string, { screen = path, shows, tabs = true, arrived }: Visit = {}) {
  if (shows && page.url().startsWith('http')) await navigateInApp(page, path)
  else await page.goto(path)
  const main = page.getByRole('main')
  await expect(main).toBeVisible({ timeout: 20_000 })
  if (arrived) await expect(arrived(main)).toBeVisible({ timeout: 20_000 })
  if (shows) await expect(main.getByText(shows).first()).toBeVisible({ timeout: FIRST_PULL })
  await settled(page)
  await inspect(page, screen, found)
  if (tabs) await everyTab(page, main, screen)
}

/** What each console tab with member content shows of the corpus (Quick Add: the newest notes' start). */
const CONSOLE_SHOWS = {
  Home: item(0),
  'JUL Board': item(0),
  Sessions: item(0),
  Agreements: item(0),
  'YEL Room': item(0),
  'Quick Add': item(7).slice(0, 30),
  Media: item(0),
}

test('no payload runs on any /app screen or console tab that shows the member their own content', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  // Pro on both sides, so every room and console tab is open to the corpus's author.
  const member = await memberWith(baseURL ?? '', {
    prefix: 'xss',
    mobile: 'pro',
    desktop: 'desktop_pro',
    profile: { first_name: item(0), last_name: item(1), company: item(2) },
  })
  const rows = await writeMemberCorpus(member)
  author = { member, rows }
  await trap(page)
  await storeSession(page, member)
  // A screen with a payload shows it first (the mirror pulls table by table), then is recorded.
  const screens: [string, string?][] = [
    ['/app/sparks', item(0)],
    ['/app/home'],
    ['/app/inbox', item(0)],
    ['/app/quickadd'],
    ['/app/media', item(0)],
    ['/app/yelroom', item(0)],
    ['/app/julboard'],
    [`/app/julboard/card/${rows.cardId}`, item(0)],
    [`/app/sessions/${rows.pastSessionId}`, item(1)],
    ['/app/settings'],
  ]
  for (const [path, shows] of screens) await visit(page, path, shows ? { shows } : {})
  await page.goto('/dashboard')
  await expect(page.getByRole('tab').first()).toBeVisible({ timeout: 20_000 })
  await everyTab(page, page.locator('body'), 'member /dashboard', CONSOLE_SHOWS)
  // The session dialog carries the recording link (a fresh load: the settings sheet is still open).
  await page.goto('/dashboard?tab=sessions')
  await page.getByRole('button', { name: 'View details' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await inspect(page, 'member /dashboard Sessions details', found)
  expect(found.scripts).toEqual([])
})

test('no payload runs on the staff screens that show member content or edit the public proposal', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000)
  if (!author) throw new Error('the member corpus was not written')
  const staff = await memberWith(baseURL ?? '', { prefix: 'xss-staff', domain: 'jul.example' })
  const proposal = await writePublicProposal(staff)
  await trap(page)
  await storeSession(page, staff)
  // Staff read every member's sessions, profiles and room messages (000 §6); their other console tabs
  // show their own rows.
  const only = { tabs: false, shows: item(0) }
  await visit(page, '/dashboard?tab=sessions', { ...only, screen: 'staff /dashboard Sessions' })
  await visit(page, '/dashboard?tab=yelroom', {
    ...only,
    screen: 'staff /dashboard YEL Room',
    arrived: (main) => main.getByRole('tab', { name: /^YEL Room/, selected: true }),
  })
  await visit(page, '/admin', {
    screen: 'staff /admin',
    shows: item(0),
    arrived: (main) => main.getByRole('heading', { level: 1, name: 'Admin' }),
  })
  await visit(page, `/admin/proposals/${proposal.id}`, { screen: 'staff /admin/proposals/{id}' })
  await visit(page, '/admin/jul-grid-upload', { screen: 'staff /admin/jul-grid-upload' })
  expect(found.scripts).toEqual([])
  proposalSlug = proposal.slug
})

test('a visitor reads the published proposal and sends a public form full of the corpus, and nothing runs', async ({
  page,
  baseURL,
}) => {
  const slug = proposalSlug
  if (!slug) throw new Error('the public proposal was not written')
  await trap(page)
  await withConsentGiven(page)
  await visit(page, `/p/${slug}`, { shows: item(0) })

  const contact = FORMS.contact
  await visit(page, '/contact')
  const form = page.getByRole('region', { name: contact.title })
  const fill = async (name: string, company: string, message: string) => {
    await form.getByLabel(/^Name/).fill(name)
    await form.getByLabel(/^Email/).fill(`xss-${slug}@test.local`)
    await form.getByLabel(/^Company/).fill(company)
    await form.getByLabel(/^Topic/).selectOption({ index: 1 })
    await form.getByLabel(/^Message/).fill(message)
    await form.getByRole('button', { name: contact.submitLabel }).click()
  }
  // Markup is refused on the page with the spec's words; the visitor's text is never echoed as HTML.
  await fill(item(6), item(2), item(4))
  await expect(form.getByRole('alert')).toHaveText(
    ['Name', 'Company', 'Message'].map((label) => `${label} ${FORM_MESSAGES.content}`),
  )
  await inspect(page, '/contact refused', found)
  // Long right-to-left and unbroken text is accepted, stored as sent, and wraps.
  const message = `${'Ж'.repeat(400)} ${CORPUS[7].slice(0, 500)}`
  await fill('بسم الله עברית', '\u202Egnp.exe', message)
  await expect(page.getByText(contact.toasts.success).first()).toBeVisible()
  await inspect(page, '/contact sent', found)
  await expect
    .poll(async () => {
      const { data } = await serviceClient(baseURL ?? '')
        .from('form_submissions')
        .select('name, payload')
        .eq('email', `xss-${slug}@test.local`)
      return data
    })
    .toEqual([
      { name: 'بسم الله עברית', payload: expect.objectContaining({ company: '\u202Egnp.exe', message }) },
    ])
  console.log(
    `XSS corpus: ${CORPUS.length} payloads in 16 member, staff and public tables and a public form, ` +
      `${found.screens.length} screens; executions ${found.scripts.length}`,
  )
  expect(found.scripts).toEqual([])
})

test('very long and right-to-left member content keeps every screen within its width', () => {
  expect(found.layout).toEqual([])
})
