import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import type { LocalServer } from '../../../supabase/local/server.ts'
import { type BackendTarget, newUser } from '../support/backend.ts'
import { startFixtureServer } from '../support/fixture-server.ts'

type Note = { id: number; owner_id: string; title: string }
type Event = RealtimePostgresChangesPayload<Note>

let server: LocalServer
let target: BackendTarget

beforeAll(async () => {
  server = await startFixtureServer()
  target = server
})
afterAll(() => server?.close())

async function listen(client: SupabaseClient, accessToken: string, filter?: string): Promise<Event[]> {
  const events: Event[] = []
  await client.realtime.setAuth(accessToken)
  await new Promise<void>((resolve, reject) => {
    client
      .channel(`notes-${Math.random()}`)
      .on<Note>(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'notes', ...(filter ? { filter } : {}) },
        (event) => {
          events.push(event)
        },
      )
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve()
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status))
      })
  })
  return events
}

describe('realtime postgres_changes', () => {
  it('delivers INSERT, UPDATE and DELETE to the owner and nothing of it to another user', async () => {
    const alice = await newUser(target, 'alice')
    const bob = await newUser(target, 'bob')
    const aliceEvents = await listen(alice.client, alice.accessToken, `owner_id=eq.${alice.id}`)
    const bobEvents = await listen(bob.client, bob.accessToken)

    const { data: note } = await alice.client.from('notes').insert({ title: 'draft' }).select().single()
    await alice.client.from('notes').update({ title: 'final' }).eq('id', note.id)
    await alice.client.from('notes').delete().eq('id', note.id)
    // Bob's own insert comes after Alice's changes on the same ordered feed: once it arrives,
    // anything of Alice's would have arrived too.
    await bob.client.from('notes').insert({ title: 'bob note' })

    await vi.waitFor(() => expect(aliceEvents).toHaveLength(3), { timeout: 10_000 })
    expect(aliceEvents.map((e) => e.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE'])
    expect(aliceEvents[0]?.new).toMatchObject({ title: 'draft', owner_id: alice.id })
    expect(aliceEvents[1]?.new).toMatchObject({ title: 'final' })
    expect(aliceEvents[2]?.old).toEqual({ id: note.id })

    await vi.waitFor(() => expect(bobEvents).toHaveLength(1), { timeout: 10_000 })
    expect(bobEvents[0]?.new).toMatchObject({ title: 'bob note', owner_id: bob.id })
    await alice.client.removeAllChannels()
    await bob.client.removeAllChannels()
  })

  it('speaks the 1.0.0 protocol (JSON objects) too', async () => {
    const user = await newUser(target, 'v1')
    const v1 = createClient(target.url, target.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket, vsn: '1.0.0' },
    })
    const events = await listen(v1, user.accessToken, `owner_id=eq.${user.id}`)
    await user.client.from('notes').insert({ title: 'over vsn 1' })
    await vi.waitFor(() => expect(events.map((e) => e.eventType)).toEqual(['INSERT']), { timeout: 10_000 })
    await v1.removeAllChannels()
  })
})
