import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuditTrail, type InvokeAuditLog, recordAuthEvent } from '../../../src/app/backend/audit.ts'
import { useAuth } from '../../../src/data/auth.ts'
import { type AuthAuditEvent, AuthProvider } from '../../../src/features/auth/auth-context.tsx'
import type { AuditEvent } from '../../../src/lib/audit-queue.ts'
import { fakeAuth, MEMBER } from './fake-services.ts'

function Buttons() {
  const auth = useAuth()
  return (
    <>
      <button type="button" onClick={() => void auth.signIn('ada@example.com', 'pw')}>
        in
      </button>
      <button type="button" onClick={() => void auth.signOut()}>
        out
      </button>
    </>
  )
}

const queued = () => JSON.parse(localStorage.getItem('audit_queue') ?? '[]') as unknown[]

describe('audit trail', () => {
  beforeEach(() => localStorage.clear())

  it('posts auth events to audit-log and keeps them queued while posting fails', async () => {
    const posted: AuditEvent[][] = []
    let failing = true
    const invoke: InvokeAuditLog = async (_name, { body }) => {
      if (failing) return { error: new Error('offline') }
      posted.push(body.events)
      return { error: null }
    }
    const events = new EventTarget()
    const trail = createAuditTrail(invoke, localStorage, events)
    recordAuthEvent(trail, { action: 'sign_in_failed', userId: null })
    await expect.poll(() => queued().length).toBe(1)
    failing = false
    events.dispatchEvent(new Event('online'))
    await expect.poll(() => posted.length).toBe(1)
    expect(posted[0]?.[0]).toMatchObject({ event_type: 'auth', action: 'sign_in_failed', severity: 'medium' })
    expect(queued()).toEqual([])
  })

  it('the auth provider reports sign-in and sign-out with the account id', async () => {
    const seen: AuthAuditEvent[] = []
    const backend = fakeAuth()
    const signIn = backend.signIn
    backend.signIn = async (email, password) => ({ ...(await signIn(email, password)), userId: MEMBER.id })
    render(
      <AuthProvider backend={backend} isStaffEmail={() => false} onAuthEvent={(event) => seen.push(event)}>
        <Buttons />
      </AuthProvider>,
    )
    await act(async () => {})
    await userEvent.click(screen.getByRole('button', { name: 'in' }))
    await userEvent.click(screen.getByRole('button', { name: 'out' }))
    // The sign-out flow loads with the first sign-out.
    await vi.waitFor(() =>
      expect(seen).toEqual([
        { action: 'sign_in', userId: MEMBER.id },
        { action: 'sign_out', userId: MEMBER.id },
      ]),
    )
  })
})
