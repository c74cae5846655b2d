import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectBackgroundSync } from '../../../../src/app/pwa/background-sync.ts'
import { type DrainReply, SW_MESSAGE, SYNC_TAG } from '../../../../sw/protocol.ts'
import { INITIAL_STATUS } from '../../../../sync/public/initial-status.ts'
import type { SyncStatus } from '../../../../sync/public/status.ts'

type Listener = (event: MessageEvent) => void

/** navigator.serviceWorker as far as Background Sync uses it: `ready.sync.register` and messages. */
function fakeServiceWorker() {
  const register = vi.fn(async (_tag: string) => undefined)
  const listeners: Listener[] = []
  const container = {
    ready: Promise.resolve({ sync: { register } }),
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
  }
  const askToDrain = () =>
    new Promise<DrainReply>((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = (event: MessageEvent<DrainReply>) => resolve(event.data)
      const event = new MessageEvent('message', {
        data: { type: SW_MESSAGE.drainQueue },
        ports: [channel.port2],
      })
      for (const listener of listeners) listener(event)
    })
  return { container, register, askToDrain }
}

/** A sync client whose pending count the test moves by hand. */
function fakeSync(initialPending: number) {
  let pendingCount = initialPending
  const listeners = new Set<() => void>()
  return {
    client: {
      status: {
        getSnapshot: (): SyncStatus => ({ ...INITIAL_STATUS, pendingCount }),
        subscribe: (listener: () => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      syncNow: vi.fn(async () => {
        pendingCount = 0
        return 0
      }),
    },
    setPending(count: number) {
      pendingCount = count
      for (const listener of listeners) listener()
    },
  }
}

let worker: ReturnType<typeof fakeServiceWorker>

beforeEach(() => {
  worker = fakeServiceWorker()
  Object.defineProperty(navigator, 'serviceWorker', { value: worker.container, configurable: true })
})

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('Background Sync from the page', () => {
  it('registers the sync tag once when the queue starts holding entries', async () => {
    const sync = fakeSync(0)
    connectBackgroundSync(sync.client)
    expect(worker.register).not.toHaveBeenCalled()

    sync.setPending(1)
    sync.setPending(2)
    await vi.waitFor(() => expect(worker.register).toHaveBeenCalledWith(SYNC_TAG))
    expect(worker.register).toHaveBeenCalledOnce()

    sync.setPending(0)
    sync.setPending(1)
    await vi.waitFor(() => expect(worker.register).toHaveBeenCalledTimes(2))
  })

  it('drains when the worker asks and answers whether the queue is empty', async () => {
    const sync = fakeSync(3)
    connectBackgroundSync(sync.client)

    expect(await worker.askToDrain()).toEqual({ drained: true })
    expect(sync.client.syncNow).toHaveBeenCalledOnce()
  })

  it('answers with what the drain left, not with a status that has not caught up yet', async () => {
    const sync = fakeSync(3)
    // The drain emptied the queue; the live status still shows the count from before it.
    sync.client.syncNow.mockImplementationOnce(async () => 0)
    connectBackgroundSync(sync.client)

    expect(await worker.askToDrain()).toEqual({ drained: true })
  })

  it('answers not drained when the push fails, so the browser retries', async () => {
    const sync = fakeSync(3)
    sync.client.syncNow.mockRejectedValueOnce(new Error('Failed to fetch'))
    connectBackgroundSync(sync.client)

    expect(await worker.askToDrain()).toEqual({ drained: false })
  })
})
