import { describe, expect, it } from 'vitest'
import { deferredServices } from '../../../src/app/backend/default-services.ts'
import type { AppServices } from '../../../src/app/backend/services.ts'
import { PublicReadError, type ReadCache, readThrough } from '../../../src/data/public-site.ts'
import { fakeAnon, fakeAuth, fakeServices, MEMBER } from '../app/fake-services.ts'

function memoryCache(): ReadCache & { store: Map<string, unknown> } {
  const store = new Map<string, unknown>()
  return { store, get: async (key) => store.get(key), set: async (key, value) => void store.set(key, value) }
}

describe('public reads remembered for offline visits', () => {
  it('answers online and remembers the answer', async () => {
    const cache = memoryCache()
    expect(
      await readThrough(
        cache,
        'k',
        async () => ['row'],
        () => true,
      ),
    ).toEqual(['row'])
    expect(cache.store.get('k')).toEqual(['row'])
  })

  it('answers from memory when the network fails or the device is offline', async () => {
    const cache = memoryCache()
    cache.store.set('k', 'remembered')
    const failing = async () => {
      throw new Error('Failed to fetch')
    }
    expect(await readThrough(cache, 'k', failing, () => true)).toBe('remembered')
    expect(await readThrough(cache, 'k', failing, () => false)).toBe('remembered')
  })

  it('says offline when nothing was remembered', async () => {
    const read = readThrough(
      memoryCache(),
      'k',
      async () => 'never',
      () => false,
    )
    await expect(read).rejects.toBeInstanceOf(PublicReadError)
    await expect(read).rejects.toMatchObject({ offline: true })
  })
})

describe('deferred services (the first load without supabase-js)', () => {
  it('answers a visitor with no stored session as signed out without loading the client', async () => {
    let loads = 0
    const services = deferredServices(
      async () => {
        loads += 1
        return fakeServices(fakeAuth(MEMBER))
      },
      { storageUrl: 'https://api.test', mayHaveSession: () => false, anon: fakeAnon() },
    )
    expect(await services.auth.currentUser()).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(loads).toBe(0)
  })

  it('waits for the client when a session may exist, and hands every call through', async () => {
    const calls: string[] = []
    const real: AppServices = fakeServices(fakeAuth(MEMBER), {
      invokeFunction: (async (name: string) => {
        calls.push(name)
        return { url: 'https://pay.test' }
      }) as AppServices['invokeFunction'],
    })
    const services = deferredServices(async () => real, {
      storageUrl: 'https://api.test/',
      mayHaveSession: () => true,
      anon: fakeAnon(),
    })
    expect(await services.auth.currentUser()).toEqual(MEMBER)
    expect(await services.invokeFunction('create-service-card-checkout')).toEqual({ url: 'https://pay.test' })
    expect(calls).toEqual(['create-service-card-checkout'])
    expect(services.publicSite?.publicUrl('brand-assets', 'logos/jul logo.svg')).toBe(
      'https://api.test/storage/v1/object/public/brand-assets/logos/jul%20logo.svg',
    )
  })

  it('tells a listener about sign-in changes once the client is there, and not after unsubscribing', async () => {
    const auth = fakeAuth(null)
    const services = deferredServices(async () => fakeServices(auth), {
      storageUrl: 'https://api.test',
      mayHaveSession: () => true,
      anon: fakeAnon(),
    })
    const seen: unknown[] = []
    const stop = services.auth.onChange((user) => seen.push(user))
    await services.syncReady
    auth.emit(MEMBER)
    stop()
    auth.emit(null)
    expect(seen).toEqual([MEMBER])
  })

  it("leaves a visitor's pages without the client, answering the anonymous calls by fetch, until a session arrives", async () => {
    let loads = 0
    let sessionArrived: (() => void) | undefined
    const auth = fakeAuth(null)
    const cards = [{ id: 'card-1', title: 'Strategy session' }]
    const services = deferredServices(
      async () => {
        loads += 1
        return fakeServices(auth, { liveUsers: async () => 11 })
      },
      {
        storageUrl: 'https://api.test',
        mayHaveSession: () => false,
        anon: fakeAnon({ liveUsers: async () => 7, serviceCards: async () => cards }),
        startWhen: (start) => (sessionArrived = start),
      },
    )
    const seen: unknown[] = []
    services.auth.onChange((user) => seen.push(user))
    expect(await services.liveUsers()).toBe(7)
    expect(await services.publicSite?.serviceCards()).toEqual(cards)
    expect(await services.brandAssets.listLogos('jul-logo-main.svg')).toEqual({
      data: [{ name: 'jul-logo-main.svg' }],
      error: null,
    })
    expect(await services.auth.currentUser()).toBeNull()
    await Promise.resolve()
    expect(loads).toBe(0)
    sessionArrived?.()
    await services.syncReady
    auth.emit(MEMBER)
    expect(loads).toBe(1)
    expect(seen).toEqual([MEMBER])
    // Signed in now: the count goes with the session, which the function counts once per account.
    expect(await services.liveUsers()).toBe(11)
  })

  it('starts the client when a visitor signs in or sends a form', async () => {
    let loads = 0
    const services = () =>
      deferredServices(
        async () => {
          loads += 1
          return fakeServices(fakeAuth(null))
        },
        {
          storageUrl: 'https://api.test',
          mayHaveSession: () => false,
          anon: fakeAnon(),
          startWhen: () => undefined,
        },
      )
    expect(await services().auth.signIn('ada@example.com', 'secret')).toEqual({ error: null })
    await services().startSync?.()
    expect(loads).toBe(2)
  })

  it('starts the client at once for a member with a stored session', async () => {
    let loads = 0
    deferredServices(
      async () => {
        loads += 1
        return fakeServices(fakeAuth(MEMBER))
      },
      {
        storageUrl: 'https://api.test',
        mayHaveSession: () => true,
        anon: fakeAnon(),
        startWhen: () => undefined,
      },
    )
    expect(loads).toBe(1)
  })
})
