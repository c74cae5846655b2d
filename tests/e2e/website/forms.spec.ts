import { randomUUID } from 'node:crypto'
import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  type FieldDefinition,
  FORMS,
  type FormDefinition,
  type FormId,
} from '../../../src/features/forms/form-definitions.ts'
import { DELIVERY_NOTE } from '../../../src/features/forms/texts.ts'
import { appStarted, withConsentGiven } from '../shell/support.ts'
import { navigate, serviceClient, settled, websiteContext } from './support.ts'

/** Every public form and the page that hosts it (src/app/routes/public-pages.tsx). */
const FORM_PAGES: readonly [FormId, string][] = [
  ['contact', '/contact'],
  ['partnership', '/partnerships'],
  ['ecosystem', '/ecosystem-form'],
  ['advisory', '/advisory'],
  ['application', '/ventures'],
  ['strategySession', '/sessions'],
  ['waitlist', '/join-waitlist'],
  ['membershipWaitlist', '/membership-waitlist'],
  ['newsletterJoin', '/join-yelmail'],
  ['newsletterPreferences', '/yelmail/preferences'],
  ['newsletterUnsubscribe', '/yelmail/unsubscribe'],
  ['fundingGapsAccess', '/funding-gaps-report/access'],
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function fill(form: Locator, field: FieldDefinition, email: string) {
  if (field.kind === 'checkbox') {
    await form.getByRole('checkbox', { name: field.hint ?? field.label }).click()
    return
  }
  if (field.kind === 'checkboxes') {
    await form.getByRole('checkbox', { name: field.options?.[0] ?? '' }).click()
    return
  }
  const control = form.getByLabel(new RegExp(`^${escapeRegExp(field.label)}`))
  if (field.kind === 'select') {
    await control.selectOption({ index: 1 })
    return
  }
  const values = { email, url: 'https://example.com', tel: '+44 20 7946 0000' } as const
  await control.fill(
    field.kind in values ? values[field.kind as keyof typeof values] : `E2E ${field.label} answer`,
  )
}

/** Fills every field of the form with valid answers and sends it; answers the form. */
async function submit(page: Page, definition: FormDefinition, email: string): Promise<Locator> {
  const form = page.getByRole('region', { name: definition.title })
  await expect(form).toBeVisible({ timeout: 20_000 })
  for (const field of definition.fields) await fill(form, field, email)
  await form.getByRole('button', { name: definition.submitLabel }).click()
  await expect(page.getByText(definition.toasts.success).first()).toBeVisible()
  return form
}

async function landedOnce(baseURL: string, emails: readonly string[]) {
  await expect
    .poll(
      async () => {
        const { data, error } = await serviceClient(baseURL)
          .from('form_submissions')
          .select('email')
          .in('email', [...emails])
        if (error) throw new Error(error.message)
        return (data ?? []).map((row) => row.email as string).sort()
      },
      { timeout: 45_000, intervals: [500, 1000, 2000] },
    )
    .toEqual([...emails].sort())
}

test.describe.configure({ timeout: 240_000 })

test('every public form is stored once online, and once after reconnecting when sent offline', async ({
  browser,
  baseURL,
}) => {
  const run = randomUUID().slice(0, 8)
  const emailFor = (id: FormId, mode: string) => `${id.toLowerCase()}-${mode}-${run}@test.local`
  const context = await websiteContext(browser)
  const page = await context.newPage()
  await page.goto('/')
  await appStarted(page)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })

  for (const [id, path] of FORM_PAGES) {
    await navigate(page, path)
    await submit(page, FORMS[id], emailFor(id, 'online'))
    const next = 'next' in FORMS[id] ? FORMS[id].next : undefined
    if (next) await expect(page).toHaveURL(new RegExp(`${next}$`))
  }
  await landedOnce(
    baseURL ?? '',
    FORM_PAGES.map(([id]) => emailFor(id, 'online')),
  )

  await context.setOffline(true)
  for (const [id, path] of FORM_PAGES) {
    await navigate(page, path)
    const form = await submit(page, FORMS[id], emailFor(id, 'offline'))
    if (!('next' in FORMS[id])) await expect(form.getByText(DELIVERY_NOTE.offline)).toBeVisible()
  }
  await context.setOffline(false)
  await landedOnce(baseURL ?? '', [
    ...FORM_PAGES.map(([id]) => emailFor(id, 'online')),
    ...FORM_PAGES.map(([id]) => emailFor(id, 'offline')),
  ])
  await context.close()
})

test('a contact message sent offline on a first visit, before any service worker, is kept, survives a reload and lands once', async ({
  browser,
  baseURL,
}) => {
  const definition = FORMS.contact
  const email = `first-visit-${randomUUID().slice(0, 8)}@test.local`
  // No service worker at all: the strictest form of "before it controls the page" (nothing cached).
  const context = await browser.newContext({ serviceWorkers: 'block' })
  await withConsentGiven(context)
  const page = await context.newPage()
  await page.goto('/contact')
  await appStarted(page)
  await settled(page)
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull()

  await context.setOffline(true)
  const form = await submit(page, definition, email)
  await expect(form.getByText(DELIVERY_NOTE.offline)).toBeVisible()
  await expect(page.getByText(definition.toasts.failure)).toHaveCount(0)
  const message = form.getByLabel(/^Message/)
  await message.fill('A second message, typed and not sent yet')

  await context.setOffline(false)
  await page.reload()
  await appStarted(page)
  await expect(page.getByRole('region', { name: definition.title }).getByLabel(/^Message/)).toHaveValue(
    'A second message, typed and not sent yet',
  )
  await expect(page.getByRole('region', { name: definition.title }).getByLabel(/^Email/)).toHaveValue('')
  await landedOnce(baseURL ?? '', [email])
  await context.close()
})
