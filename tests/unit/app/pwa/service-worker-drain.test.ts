import { describe, expect, it } from 'vitest'
import { askClientsToDrain } from '../../../../sw/background-sync.ts'
import { type DrainReply, SW_MESSAGE } from '../../../../sw/protocol.ts'

/** A window client that answers the drain request the way a page would. */
function windowClient(answer: boolean | null) {
  const received: unknown[] = []
  const client = {
    postMessage(message: unknown, transfer: MessagePort[]) {
      received.push(message)
      const port = transfer[0]
      if (answer !== null && port) port.postMessage({ drained: answer } satisfies DrainReply)
    },
  }
  return { client, received }
}

function clientsOf(list: { postMessage: unknown }[]): Clients {
  return { matchAll: async () => list } as unknown as Clients
}

describe('Background Sync in the service worker', () => {
  it('asks every open window to drain and succeeds when one of them did', async () => {
    const leader = windowClient(true)
    const follower = windowClient(false)
    await expect(askClientsToDrain(clientsOf([leader.client, follower.client]))).resolves.toBeUndefined()
    expect(leader.received).toEqual([{ type: SW_MESSAGE.drainQueue }])
    expect(follower.received).toEqual([{ type: SW_MESSAGE.drainQueue }])
  })

  it('fails the sync when no window could drain, so the browser retries later', async () => {
    await expect(askClientsToDrain(clientsOf([windowClient(false).client]))).rejects.toThrow(
      'No open page could drain the queue',
    )
  })

  it('ends quietly when no window is open: the app drains at its next start', async () => {
    await expect(askClientsToDrain(clientsOf([]))).resolves.toBeUndefined()
  })
})
