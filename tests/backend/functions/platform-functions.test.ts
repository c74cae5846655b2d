import { describe, expect, it } from 'vitest'
import { backend, clientFor, newUser, serviceClient } from '../support/backend.ts'

describe('audit-log', () => {
  it("stores a member's events under the caller's id, whatever the body claims", async () => {
    const member = await newUser(backend(), 'audit')
    const { data, error } = await member.client.functions.invoke('audit-log', {
      body: {
        events: [
          { event_type: 'auth', action: 'sign_in', severity: 'low', user_id: crypto.randomUUID() },
          { event_type: 'user_action', action: 'export_opened', metadata: { tab: 'export' } },
        ],
      },
    })
    expect(error).toBeNull()
    expect(data).toEqual({ stored: 2 })
    const { data: rows } = await serviceClient(backend())
      .from('audit_events')
      .select('user_id, event_type, action, severity, metadata')
      .eq('user_id', member.id)
      .order('action')
    expect(rows).toEqual([
      {
        user_id: member.id,
        event_type: 'user_action',
        action: 'export_opened',
        severity: 'low',
        metadata: { tab: 'export' },
      },
      { user_id: member.id, event_type: 'auth', action: 'sign_in', severity: 'low', metadata: null },
    ])
  })

  it('refuses a batch with one bad event and stores none of it', async () => {
    const action = `probe-${crypto.randomUUID()}`
    const { error } = await clientFor(backend()).functions.invoke('audit-log', {
      body: {
        events: [
          { event_type: 'auth', action },
          { event_type: 'gossip', action: 'x' },
        ],
      },
    })
    expect(error).not.toBeNull()
    const response = (error as { context: Response }).context
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'events[1].event_type must be one of security, auth, data_access, user_action',
    })
    const { count } = await serviceClient(backend())
      .from('audit_events')
      .select('id', { count: 'exact', head: true })
      .eq('action', action)
    expect(count).toBe(0)
  })
})

describe('audit-log resends', () => {
  it('stores an event once when its batch arrives again after a lost answer', async () => {
    const member = await newUser(backend(), 'audit-resend')
    const event = { id: crypto.randomUUID(), event_type: 'auth', action: 'sign_out', severity: 'low' }
    for (let send = 0; send < 2; send++) {
      const { error } = await member.client.functions.invoke('audit-log', { body: { events: [event] } })
      expect(error).toBeNull()
    }
    const { data } = await serviceClient(backend()).from('audit_events').select('id').eq('user_id', member.id)
    expect(data).toEqual([{ id: event.id }])
  })
})

describe('upload-brand-assets-now', () => {
  it('puts the main logo in brand-assets/logos, readable by anyone, and may run twice', async () => {
    const anon = clientFor(backend())
    for (let run = 0; run < 2; run++) {
      const { data, error } = await anon.functions.invoke('upload-brand-assets-now', { body: {} })
      expect(error).toBeNull()
      expect(data).toEqual({ uploaded: ['logos/jul-logo-main.svg'] })
    }
    const { data: listed } = await anon.storage
      .from('brand-assets')
      .list('logos', { search: 'jul-logo-main.svg' })
    expect(listed?.map((file) => file.name)).toContain('jul-logo-main.svg')
    const url = anon.storage.from('brand-assets').getPublicUrl('logos/jul-logo-main.svg').data.publicUrl
    const logo = await fetch(url)
    expect(logo.status).toBe(200)
    expect(await logo.text()).toContain('<title>JUL</title>')
  })
})
