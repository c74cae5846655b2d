import { expect, test } from '@playwright/test'
import { LOCAL_ANON_KEY } from '../../../src/app/backend/supabase-config.ts'
import { signInWithPassword, signUpMember } from '../support/session.ts'
import { appStarted, withConsentGiven } from './support.ts'

// Forgot password end to end: /auth offers the reset, the link arrives in the local server's dev
// inbox, the new password follows 000 §5's rules, signs in, and the member's old sessions end.

test.describe.configure({ timeout: 90_000 })

async function resetLink(baseURL: string, email: string): Promise<string> {
  let link = ''
  await expect
    .poll(async () => {
      const response = await fetch(`${baseURL}/auth/v1/dev/inbox?email=${encodeURIComponent(email)}`, {
        headers: { apikey: LOCAL_ANON_KEY },
      })
      const { messages } = (await response.json()) as { messages: { kind: string; link: string }[] }
      link = messages.find((message) => message.kind === 'recovery')?.link ?? ''
      return link
    })
    .not.toBe('')
  return link
}

test('a member who forgot the password resets it from /auth, signs in with the new one, and the old sessions end', async ({
  page,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const { email, password: oldPassword } = await signUpMember(url, 'reset')
  const oldDevice = await signInWithPassword(url, email, oldPassword)
  await withConsentGiven(page)

  await page.goto('/auth')
  await appStarted(page)
  // /auth's HTML is prerendered: a click before the page has hydrated is not seen, as for any visitor.
  await expect(async () => {
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible({
      timeout: 1_000,
    })
  }).toPass({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText('a link to reset its password is on its way')).toBeVisible()

  await page.goto(await resetLink(url, email))
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible({
    timeout: 20_000,
  })
  // 000 §5's rules and messages, before anything reaches the server.
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('password')
  await page.getByRole('button', { name: 'Save New Password' }).click()
  for (const message of [
    'Password must contain at least one uppercase letter',
    'Password must contain at least one number',
    'Password must contain at least one special character',
    'Password is too common, please choose a stronger password',
  ])
    await expect(page.getByText(message)).toBeVisible()
  const newPassword = 'Fresh-start-2026!'
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword)
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Fresh-start-2027!')
  await page.getByRole('button', { name: 'Save New Password' }).click()
  await expect(page.getByText('The two passwords do not match')).toBeVisible()
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword)
  await page.getByRole('button', { name: 'Save New Password' }).click()
  await expect(page.getByText('Password updated')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  // The session another device held before the reset cannot be renewed any more.
  const renewed = await oldDevice.client.auth.refreshSession()
  expect(renewed.error?.code).toBe('refresh_token_not_found')

  // The spent link lands signed out, with a way to ask for a new one.
  const signedOut = await page.context().browser()?.newContext({ baseURL: url })
  if (!signedOut) throw new Error('no browser')
  const visitor = await signedOut.newPage()
  await withConsentGiven(visitor)
  await visitor.goto(await resetLink(url, email))
  await expect(visitor.getByText('This reset link has expired or was already used.')).toBeVisible()

  // The old password is refused, the new one signs in through the form.
  await appStarted(visitor)
  await visitor.getByRole('button', { name: 'Back to Sign In' }).click()
  await visitor.getByLabel('Email').fill(email)
  await visitor.getByLabel('Password').fill(oldPassword)
  await visitor.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await expect(visitor.getByText('Invalid login credentials')).toBeVisible()
  await visitor.getByLabel('Password').fill(newPassword)
  await visitor.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await signedOut.close()
})
