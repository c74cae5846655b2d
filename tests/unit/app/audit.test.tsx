import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createAuditTrail,
  type InvokeAuditLog,
  type RecordStaffOpened,
  recordAuditEvent,
  recordAuthEvent,
} from '../../../src/app/backend/audit.ts'
import { useAuth } from '../../../src/data/auth.ts'
import { type AuthAuditEvent, AuthProvider } from '../../../src/features/auth/auth-context.tsx'
import type { AuditEvent } from '../../../src/lib/audit-queue.ts'
import { staffOpenedMemberEvent } from '../../../src/lib/staff-access-event.ts'
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

  it("sends staff opening a member's data to the database function, once per event, and the rest to audit-log", async () => {
    const logged: AuditEvent[][] = []
    const calls: { event_id: string; member: string; resource: string }[] = []
    let network = false
    const invoke: InvokeAuditLog = async (_name, { body }) => {
      logged.push(body.events)
      return { error: null }
    }
    const rpc: RecordStaffOpened = async (_name, args) => {
      if (!network) return { error: { message: 'Failed to fetch' } }
      calls.push(args)
      return { error: null }
    }
    const events = new EventTarget()
    const trail = createAuditTrail(invoke, localStorage, events, rpc)
    await recordAuditEvent(trail, staffOpenedMemberEvent('member-1', 'sessions/s-1'))
    await recordAuditEvent(trail, { event_type: 'data_access', action: 'export', severity: 'medium' })
    await expect.poll(() => queued().length).toBe(2)
    expect(logged).toEqual([])

    network = true
    events.dispatchEvent(new Event('online'))
    await expect.poll(() => queued()).toEqual([])
    expect(calls).toEqual([{ event_id: expect.any(String), member: 'member-1', resource: 'sessions/s-1' }])
    expect(logged.flat().map((event) => event.action)).toEqual(['export'])
  })

  it('drops a staff access event the server refuses for good, so it never holds the queue back', async () => {
    const rpc: RecordStaffOpened = async () => ({ error: { code: '42501', message: 'Only staff' } })
    const trail = createAuditTrail(async () => ({ error: null }), localStorage, new EventTarget(), rpc)
    await recordAuditEvent(trail, staffOpenedMemberEvent('member-1', 'julboard_tasks'))
    await expect.poll(() => queued()).toEqual([])
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
