import { afterEach, describe, expect, it, vi } from 'vitest'
import { boundedFetch, REQUEST_TIMEOUT_MS } from '../../../sync/remote-supabase.ts'

/** A fetch that never answers (a black-holed connection) unless its signal aborts it. */
const blackHole: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
  })

afterEach(() => {
  vi.useRealTimers()
})

describe('boundedFetch', () => {
  it(`gives up a request unanswered after ${REQUEST_TIMEOUT_MS / 1000} s, with a reason a person can read`, async () => {
    vi.useFakeTimers()
    const request = boundedFetch(
      blackHole,
      () => new AbortController().signal,
    )('https://x.test/rest/v1/rpc/sync_push')
    const outcome = request.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    let settled = false
    void outcome.then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({
      name: 'TimeoutError',
      message: `The server did not answer within ${REQUEST_TIMEOUT_MS / 1000} s`,
    })
  })

  it('lets go of the session-long cancel switch once a request is over', async () => {
    vi.useFakeTimers()
    const cancel = new AbortController()
    const add = vi.spyOn(cancel.signal, 'addEventListener')
    const remove = vi.spyOn(cancel.signal, 'removeEventListener')
    const answered: typeof fetch = async () => new Response('{}')
    const bounded = boundedFetch(answered, () => cancel.signal)
    await Promise.all([bounded('https://x.test/rest/v1/a'), bounded('https://x.test/rest/v1/b')])
    expect(add).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS)
    expect(remove.mock.calls.map(([, listener]) => listener)).toEqual(
      add.mock.calls.map(([, listener]) => listener),
    )
  })

  it('aborts every request in flight when the switch is thrown', async () => {
    let cancel = new AbortController()
    const bounded = boundedFetch(blackHole, () => cancel.signal)
    const first = bounded('https://x.test/rest/v1/sparks').catch((error: unknown) => error)
    const second = bounded('https://x.test/rest/v1/sessions').catch((error: unknown) => error)
    cancel.abort(new DOMException('Sync stopped', 'AbortError'))
    cancel = new AbortController()
    expect(await first).toMatchObject({ name: 'AbortError' })
    expect(await second).toMatchObject({ name: 'AbortError' })
    // The next request has a fresh switch.
    const answered = boundedFetch(
      async () => new Response('ok'),
      () => cancel.signal,
    )
    expect(await (await answered('https://x.test/rest/v1/sparks')).text()).toBe('ok')
  })
})
