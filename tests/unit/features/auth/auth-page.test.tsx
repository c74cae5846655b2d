import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeAuth, fakeServices, MEMBER } from '../../app/fake-services.ts'
import { renderApp } from '../../app/render-app.tsx'

async function fill(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email)
  await userEvent.type(screen.getByLabelText('Password'), password)
}

describe('/auth', () => {
  it('lists every password rule a sign-up breaks, in the spec words', async () => {
    const auth = fakeAuth()
    renderApp('/auth', fakeServices(auth))
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }))
    await fill('new@example.com', 'abc')
    await userEvent.click(
      within(screen.getByRole('main')).getAllByRole('button', { name: 'Sign Up' })[1] as HTMLElement,
    )
    const alert = screen.getByRole('alert')
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ])
    expect(auth.calls).toEqual([])
  })

  it('rejects a common password with its own message', async () => {
    renderApp('/auth')
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }))
    await fill('new@example.com', 'qwerty')
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('alert').textContent).toContain(
      'Password is too common, please choose a stronger password',
    )
  })

  it('with confirmations on, a sign-up asks for the mailed link and stays on the form', async () => {
    const auth = fakeAuth(null, { signUpSignsIn: false })
    renderApp('/auth', fakeServices(auth))
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }))
    await fill('new@example.com', 'Correct-horse-1')
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByText('Check your email to confirm your account, then sign in.')).toBeDefined()
    expect(screen.getByLabelText('Email')).toBeDefined()
    expect(auth.calls).toEqual(['signUp:new@example.com'])
  })

  it('with confirmations off, a sign-up signs in and opens the console', async () => {
    const auth = fakeAuth(null, { signUpSignsIn: true })
    renderApp('/dashboard', fakeServices(auth))
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }))
    await fill('new@example.com', 'Correct-horse-1')
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined()
    expect(screen.queryByText('Check your email to confirm your account, then sign in.')).toBeNull()
  })

  it('signs in and returns to the protected page that sent the visitor here', async () => {
    const auth = fakeAuth()
    renderApp('/dashboard?tab=sessions', fakeServices(auth))
    await fill('ada@example.com', 'Correct-horse-1')
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined()
    expect(screen.getByRole('tab', { name: 'Sessions' }).getAttribute('aria-selected')).toBe('true')
    expect(auth.calls).toEqual(['signIn:ada@example.com:Correct-horse-1'])
  })

  it("shows the server's message when the credentials are wrong", async () => {
    renderApp('/auth', fakeServices(fakeAuth(null, { signInAs: null })))
    await fill('ada@example.com', 'nope')
    await userEvent.keyboard('{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials')
  })

  it('signs out from the user menu with the success toast', async () => {
    renderApp('/about', fakeServices(fakeAuth(MEMBER)))
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }))
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    expect(await screen.findByText('Signed out')).toBeDefined()
    expect(screen.getByText('You have been signed out successfully.')).toBeDefined()
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeDefined()
  })

  it("when sign-out fails: 'Error: Failed to sign out', then 'Securely logged out', signed out anyway", async () => {
    const auth = fakeAuth(MEMBER, { signOutFails: true })
    renderApp('/about', fakeServices(auth))
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }))
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    expect(await screen.findByText('Failed to sign out')).toBeDefined()
    expect(await screen.findByText('Securely logged out')).toBeDefined()
    expect(auth.calls).toEqual(['signOut', 'clearLocal'])
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeDefined()
  })
})
