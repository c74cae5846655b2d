import { describe, expect, it } from 'vitest'
import { supabaseAuthBackend } from '../../../src/app/backend/auth-backend.ts'
import { backend, clientFor, newUser, uniqueEmail } from '../support/backend.ts'

interface InboxMessage {
  to: string
  link: string
  otp: string
}

async function inbox(email: string): Promise<InboxMessage[]> {
  const target = backend()
  const response = await fetch(`${target.url}/auth/v1/dev/inbox?email=${encodeURIComponent(email)}`, {
    headers: { apikey: target.anonKey },
  })
  return ((await response.json()) as { messages: InboxMessage[] }).messages
}

describe('auth', () => {
  it('signs up with auto-confirm and refuses a second sign-up for the same e-mail', async () => {
    const user = await newUser()
    const { data } = await user.client.auth.getUser()
    expect(data.user?.email).toBe(user.email)
    expect(data.user?.email_confirmed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const again = await clientFor(backend()).auth.signUp({ email: user.email, password: 'another-password' })
    expect(again.error?.message).toBe('User already registered')
    expect(again.error?.code).toBe('user_already_exists')
  })

  it('signs in with the right password only', async () => {
    const user = await newUser()
    const client = clientFor(backend())
    const wrong = await client.auth.signInWithPassword({ email: user.email, password: 'wrong-password' })
    expect(wrong.error?.status).toBe(400)
    expect(wrong.error?.code).toBe('invalid_credentials')
    expect(wrong.error?.message).toBe('Invalid login credentials')
    const right = await client.auth.signInWithPassword({
      email: user.email.toUpperCase(),
      password: user.password,
    })
    expect(right.error).toBeNull()
    expect(right.data.user?.id).toBe(user.id)
  })

  it('signs out: the old access token no longer reaches the user endpoint', async () => {
    const user = await newUser()
    expect((await user.client.auth.signOut()).error).toBeNull()
    const response = await fetch(`${backend().url}/auth/v1/user`, {
      headers: { apikey: backend().anonKey, Authorization: `Bearer ${user.accessToken}` },
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'session_not_found' })
  })

  it("the app's Logout ends this device's session only: the member's phone stays signed in", async () => {
    const user = await newUser()
    const laptop = clientFor(backend())
    const phone = clientFor(backend())
    await laptop.auth.signInWithPassword({ email: user.email, password: user.password })
    const { data: onPhone } = await phone.auth.signInWithPassword({
      email: user.email,
      password: user.password,
    })

    expect((await supabaseAuthBackend(laptop).signOut()).error).toBeNull()

    expect((await laptop.auth.getSession()).data.session).toBeNull()
    const refreshed = await phone.auth.refreshSession({ refresh_token: onPhone.session?.refresh_token ?? '' })
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.user?.email).toBe(user.email)
  })

  it('updates user metadata and password', async () => {
    const user = await newUser()
    const updated = await user.client.auth.updateUser({
      data: { display_name: 'Ada' },
      password: 'new-password-1',
    })
    expect(updated.data.user?.user_metadata).toMatchObject({ display_name: 'Ada' })
    const signIn = await clientFor(backend()).auth.signInWithPassword({
      email: user.email,
      password: 'new-password-1',
    })
    expect(signIn.error).toBeNull()
  })

  it('sends a magic link to the development inbox; its code and its link both sign in', async () => {
    const email = uniqueEmail('magic')
    const client = clientFor(backend())
    expect(
      (await client.auth.signInWithOtp({ email, options: { emailRedirectTo: 'http://localhost:5173/app' } }))
        .error,
    ).toBeNull()
    const [first] = await inbox(email)
    expect(first?.to).toBe(email)
    const verified = await client.auth.verifyOtp({ email, token: first?.otp ?? '', type: 'email' })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.email).toBe(email)

    await client.auth.signInWithOtp({ email })
    const messages = await inbox(email)
    const link = messages[messages.length - 1]?.link ?? ''
    const response = await fetch(link, { redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/#access_token=[^&]+&.*refresh_token=/)
    const reused = await fetch(link, { redirect: 'manual' })
    expect(reused.headers.get('location')).toContain('error_code=otp_expired')
  })

  it('answers 401 JSON without an apikey', async () => {
    const response = await fetch(`${backend().url}/rest/v1/anything`)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' })
  })
})
