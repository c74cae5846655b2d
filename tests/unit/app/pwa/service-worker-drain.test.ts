import { describe, expect, it } from 'vitest'
import { drainInBackground } from '../../../../sw/background-sync.ts'
import { type DrainReply, SW_MESSAGE } from '../../../../sw/protocol.ts'
import type { BackgroundUploadResult } from '../../../../sync/public/background-uploads.ts'

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

/** The worker's own upload pass, answering `result` and counting its runs. */
function uploadPass(result: BackgroundUploadResult) {
  const pass = {
    runs: 0,
    run: async () => {
      pass.runs += 1
      return result
    },
  }
  return pass
}

const noUploads = uploadPass({ kind: 'idle' })

describe('Background Sync in the service worker', () => {
  it('asks every open window to drain and succeeds when one of them did', async () => {
    const leader = windowClient(true)
    const follower = windowClient(false)
    await expect(
      drainInBackground(clientsOf([leader.client, follower.client]), noUploads.run),
    ).resolves.toBeUndefined()
    expect(leader.received).toEqual([{ type: SW_MESSAGE.drainQueue }])
    expect(follower.received).toEqual([{ type: SW_MESSAGE.drainQueue }])
  })

  it('fails the sync when no window could drain, so the browser retries later', async () => {
    await expect(drainInBackground(clientsOf([windowClient(false).client]), noUploads.run)).rejects.toThrow(
      'No open page could drain the queue',
    )
  })

  it('leaves the files to an open window: the worker uploads nothing itself', async () => {
    const pass = uploadPass({ kind: 'done', uploaded: 1, left: 0 })
    await drainInBackground(clientsOf([windowClient(true).client]), pass.run)
    expect(pass.runs).toBe(0)
  })

  it('uploads the waiting files itself when no window is open, and succeeds once none is due', async () => {
    const pass = uploadPass({ kind: 'done', uploaded: 2, left: 0 })
    await expect(drainInBackground(clientsOf([]), pass.run)).resolves.toBeUndefined()
    expect(pass.runs).toBe(1)
  })

  it('ends quietly with no window open and nothing to upload: the rows go at the next start', async () => {
    await expect(drainInBackground(clientsOf([]), noUploads.run)).resolves.toBeUndefined()
  })

  it('fails the sync when files are left or the token expired, so the browser retries later', async () => {
    await expect(
      drainInBackground(clientsOf([]), uploadPass({ kind: 'done', uploaded: 0, left: 1 }).run),
    ).rejects.toThrow('1 files could not be uploaded yet')
    await expect(
      drainInBackground(clientsOf([]), uploadPass({ kind: 'token-expired', waiting: 3 }).run),
    ).rejects.toThrow('3 files wait for a fresh session')
  })
})
