import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import { LOCAL_ANON_KEY } from '../../../src/app/backend/supabase-config.ts'
import { withConsentGiven } from '../shell/support.ts'
import { newMember } from '../support/session.ts'

// WebAuthn enrolment and sign-in through biometric-signin with Chromium's virtual authenticator
// (DevTools protocol). Browsers refuse IP addresses as relying-party ids, so the page runs on
// localhost. The WebAuthn calls are @simplewebauthn/browser's, the library src/data/biometric.ts uses,
// driven step by step from the test: its bundle is evaluated through the DevTools protocol, which the
// content security policy does not govern (an injected script tag would be refused as inline script).

const SIMPLEWEBAUTHN_BUNDLE = readFileSync(
  fileURLToPath(
    new URL('../../../node_modules/@simplewebauthn/browser/dist/bundle/index.umd.min.js', import.meta.url),
  ),
  'utf8',
)
const AUTH_KEY = 'sb-localhost-auth-token'
// Several navigations and a first pull on a new device each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 })

type Step = { status: number; body: Record<string, unknown> }

/** Stores a session where supabase-js keeps it for this origin, as a sign-in would. */
const storeIn = (page: Page, session: string) =>
  page.evaluate(({ key, session }) => localStorage.setItem(key, session), { key: AUTH_KEY, session })

/** Runs one biometric-signin step from the page, with the stored session when there is one. */
function biometricStep(page: Page, body: Record<string, unknown>, webauthn?: 'register' | 'authenticate') {
  return page.evaluate(
    async ({ body, webauthn, anonKey, authKey }) => {
      const browser = (
        window as unknown as { SimpleWebAuthnBrowser: Record<string, (o: unknown) => Promise<unknown>> }
      ).SimpleWebAuthnBrowser
      const token = (JSON.parse(localStorage.getItem(authKey) ?? '{}') as { access_token?: string })
        .access_token
      const call = async (payload: Record<string, unknown>): Promise<Step> => {
        const response = await fetch('/functions/v1/biometric-signin', {
          method: 'POST',
          headers: {
            apikey: anonKey,
            Authorization: `Bearer ${token ?? anonKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(payload),
        })
        return { status: response.status, body: (await response.json()) as Record<string, unknown> }
      }
      if (!webauthn) return call(body)
      const { options, ...rest } = body
      const method = webauthn === 'register' ? browser.startRegistration : browser.startAuthentication
      const response = await method?.({ optionsJSON: options })
      return call({ ...rest, response })
    },
    { body, webauthn, anonKey: LOCAL_ANON_KEY, authKey: AUTH_KEY },
  )
}

test('a member enrols this device with its platform authenticator and signs in with it', async ({
  page,
  baseURL,
}) => {
  const origin = (baseURL ?? '').replace('127.0.0.1', 'localhost')
  const member = await newMember(baseURL ?? '', 'bio')
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })

  await withConsentGiven(page)
  await page.goto(`${origin}/`)
  await storeIn(page, JSON.stringify(member.session))
  await page.goto(`${origin}/dashboard`)
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible()
  await page.evaluate(SIMPLEWEBAUTHN_BUNDLE)

  const deviceId = crypto.randomUUID()
  const started = await biometricStep(page, { action: 'registration-options', deviceId })
  expect(started.status).toBe(200)
  const enrolled = await biometricStep(
    page,
    { action: 'register', deviceId, deviceName: 'Chromium', options: started.body.options },
    'register',
  )
  expect(enrolled.body).toMatchObject({
    enrolled: true,
    message: 'Biometric authentication enabled successfully',
  })
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(credentials).toHaveLength(1)
  const { data: rows } = await member.client.from('biometric_credentials').select('device_id, is_active')
  expect(rows).toEqual([{ device_id: deviceId, is_active: true }])

  // Signed out on this device, the authenticator alone signs the member back in.
  await page.evaluate((key) => localStorage.removeItem(key), AUTH_KEY)
  await page.goto(`${origin}/dashboard`)
  await expect(page).toHaveURL(/\/auth$/)
  await page.evaluate(SIMPLEWEBAUTHN_BUNDLE)
  const challenge = await biometricStep(page, { action: 'authentication-options', userId: member.id })
  const signedIn = await biometricStep(
    page,
    { action: 'authenticate', options: challenge.body.options },
    'authenticate',
  )
  expect(signedIn.status).toBe(200)
  expect(signedIn.body.message).toBe('Signed in successfully')
  const session = signedIn.body.session as { user: { id: string } }
  expect(session.user.id).toBe(member.id)

  await storeIn(page, JSON.stringify(session))
  await page.goto(`${origin}/dashboard`)
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible()
  const { credentials: used } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(used[0]?.signCount).toBeGreaterThan(0)
})
