import { FunctionsHttpError } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { backend, clientFor, newUser } from '../support/backend.ts'

describe('edge functions', () => {
  it('live-users counts each signed-in user seen in the last minute once', async () => {
    const first = await newUser(backend(), 'live')
    const before = await first.client.functions.invoke<{ count: number }>('live-users', { method: 'GET' })
    expect(before.error).toBeNull()
    const seen = before.data?.count ?? 0
    expect(seen).toBeGreaterThanOrEqual(1)
    const again = await first.client.functions.invoke<{ count: number }>('live-users', { method: 'GET' })
    expect(again.data?.count).toBe(seen)
    const second = await newUser(backend(), 'live')
    const after = await second.client.functions.invoke<{ count: number }>('live-users', { method: 'GET' })
    expect(after.data?.count).toBe(seen + 1)
  })

  it('answers an unknown function with a 404 the client surfaces as FunctionsHttpError', async () => {
    const { error } = await clientFor(backend()).functions.invoke('no-such-function')
    expect(error).toBeInstanceOf(FunctionsHttpError)
    const response = (error as FunctionsHttpError).context as Response
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' })
  })
})
