import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { anonApi } from '../../../src/data/anon-api.ts'
import type { ReadCache } from '../../../src/data/public-site.ts'
import { backend, clientFor, serviceClient } from '../support/backend.ts'

/** A visitor's page makes its anonymous calls by plain fetch; they must answer as supabase-js does. */
function api() {
  const target = backend()
  const remembered = new Map<string, unknown>()
  const cache: ReadCache = {
    get: async (key) => remembered.get(key),
    set: async (key, value) => void remembered.set(key, value),
  }
  return { target, anon: anonApi({ url: target.url, anonKey: target.anonKey, cache, isOnline: () => true }) }
}

describe('the anonymous calls without supabase-js (src/data/anon-api.ts)', () => {
  it('reads the active service cards in position order, the rows supabase-js reads', async () => {
    const { target, anon } = api()
    const expected = await clientFor(target)
      .from('service_cards')
      .select('*')
      .eq('is_active', true)
      .order('position_order')
    expect(expected.error).toBeNull()
    expect(expected.data?.length).toBeGreaterThan(0)
    expect(await anon.serviceCards()).toEqual(expected.data)
  })

  it('counts live users through the function', async () => {
    const { target, anon } = api()
    const expected = await clientFor(target).functions.invoke<{ count: number }>('live-users', {
      method: 'GET',
    })
    expect(await anon.liveUsers()).toBe(expected.data?.count)
  })

  it('lists a public folder as the storage client lists it, search included', async () => {
    const { target, anon } = api()
    const name = `anon-api-${randomUUID()}.svg`
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' })
    const uploaded = await serviceClient(target).storage.from('brand-assets').upload(`logos/${name}`, svg)
    expect(uploaded.error).toBeNull()
    const listed = await anon.listFiles('brand-assets', 'logos', name)
    expect(listed.error).toBeNull()
    expect(listed.data?.map((file) => file.name)).toEqual([name])
    const all = await anon.listFiles('brand-assets', 'logos', '')
    const expected = await clientFor(target)
      .storage.from('brand-assets')
      .list('logos', { search: '', sortBy: { column: 'name', order: 'asc' } })
    expect(all.data?.map((file) => file.name)).toEqual(expected.data?.map((file) => file.name))
  })

  it("says what the server refused: a missing function's 404 and a bad key", async () => {
    const { target, anon } = api()
    const missing = await anon.invoke('no-such-function')
    expect(String(missing.error)).toMatch(/404|not found/i)
    const refused = anonApi({
      url: target.url,
      anonKey: 'not-a-key',
      isOnline: () => true,
      cache: {
        get: async () => undefined,
        set: async () => undefined,
      },
    })
    await expect(refused.liveUsers()).rejects.toThrow()
    await expect(refused.serviceCards()).rejects.toMatchObject({ name: 'PublicReadError' })
  })
})
