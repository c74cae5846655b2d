import { expose } from 'comlink'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SYNC_RETRY_DELAY_MS } from '../../../sync/backoff.ts'
import type { SyncWorkerApi } from '../../../sync/worker-api.ts'
import { hostWorker } from '../../../sync/worker-host.ts'

/**
 * A worker whose script either never loads (it only fires `error`, as a module worker does when the
 * page is offline and the service worker has not cached the script yet) or answers init.
 */
function fakeWorker(loads: boolean) {
  const channel = new MessageChannel()
  const terminate = vi.fn()
  if (loads) {
    const api: Partial<SyncWorkerApi> = { init: async () => {}, isLeader: () => true }
    expose(api, channel.port1)
  }
  // Messages go through the channel; `error` is the worker object's own event, as in a browser.
  const errors = new EventTarget()
  const port = channel.port2
  const route = (type: string) => (type === 'error' ? errors : port)
  const worker = {
    postMessage: (message: unknown, transfer: Transferable[] = []) => port.postMessage(message, transfer),
    addEventListener: (type: string, listener: EventListener) => route(type).addEventListener(type, listener),
    removeEventListener: (type: string, listener: EventListener) =>
      route(type).removeEventListener(type, listener),
    start: () => port.start(),
    terminate,
  } as unknown as Worker
  return { worker, terminate, fail: () => errors.dispatchEvent(new Event('error')) }
}

let stop: (() => void) | null = null
afterEach(() => {
  stop?.()
  stop = null
  vi.useRealTimers()
})

function host(outcomes: boolean[]) {
  const made = outcomes.map(fakeWorker)
  let next = 0
  const events = new EventTarget()
  const createWorker = vi.fn(() => {
    const fake = made[next++]
    if (!fake) throw new Error('more workers than the test planned')
    return fake.worker
  })
  const hosted = hostWorker({
    createWorker,
    events,
    init: (api) => api.init({ supabaseUrl: '', anonKey: '' }, {} as never),
  })
  stop = hosted.stop
  return { hosted, made, events, createWorker }
}

describe('the sync worker host', () => {
  it('starts the worker again when the browser comes back online after its script failed to load', async () => {
    const { hosted, made, events, createWorker } = host([false, true])
    made[0]?.fail()
    expect(made[0]?.terminate).toHaveBeenCalled()
    expect(hosted.started()).toBeNull()

    events.dispatchEvent(new Event('online'))
    const api = await hosted.ready
    expect(await api.isLeader()).toBe(true)
    expect(createWorker).toHaveBeenCalledTimes(2)
    expect(hosted.started()).toBe(api)
  })

  it('retries on a backoff while the browser says nothing, one worker at a time', async () => {
    vi.useFakeTimers()
    const { hosted, made, createWorker } = host([false, false, true])
    made[0]?.fail()
    await vi.advanceTimersByTimeAsync(SYNC_RETRY_DELAY_MS - 1)
    expect(createWorker).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(createWorker).toHaveBeenCalledTimes(2)
    made[1]?.fail()
    expect(made[1]?.terminate).toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2 * SYNC_RETRY_DELAY_MS)
    expect(createWorker).toHaveBeenCalledTimes(3)
    vi.useRealTimers()
    expect(await (await hosted.ready).isLeader()).toBe(true)
  })

  it('keeps a started worker when it reports an error later, and starts no second one on online', async () => {
    const { hosted, made, events, createWorker } = host([true])
    await hosted.ready
    made[0]?.fail()
    events.dispatchEvent(new Event('online'))
    expect(made[0]?.terminate).not.toHaveBeenCalled()
    expect(createWorker).toHaveBeenCalledTimes(1)
  })
})
