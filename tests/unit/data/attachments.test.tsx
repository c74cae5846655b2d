import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useBytesWaiting, useLocalFile, useUploadProgress } from '../../../src/data/attachments.ts'
import { AuthContext, type AuthContextValue } from '../../../src/data/auth.ts'
import { type MemberFiles, MemberFilesContext } from '../../../src/data/member-files.ts'
import { recentFiles } from '../../../src/data/recent-files.ts'
import { privateFileUrl, publicFileUrl } from '../../../src/data/storage-url.ts'
import { SyncContext } from '../../../src/data/sync-context.ts'
import type { SyncClient } from '../../../sync/client.ts'
import { JulDatabase } from '../../../sync/db/database.ts'
import { localSyncClient } from '../support/local-sync-client.ts'

const USER = '44444444-4444-4444-8444-444444444444'
const PATH = `${USER}/1764000000000.jpg`
let db: JulDatabase
let client: SyncClient

const signer: MemberFiles & { asked: string[] } = {
  asked: [],
  async signedUrl(bucket, path) {
    signer.asked.push(`${bucket}/${path}`)
    return `https://project.example/storage/v1/object/sign/${bucket}/${path}?token=t`
  },
}
beforeEach(() => {
  signer.asked.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('gone', { status: 404 })),
  )
  db = new JulDatabase(`attachments-${crypto.randomUUID()}`)
  client = localSyncClient(db, USER)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await db.delete()
})

const member = { user: { id: USER } } as AuthContextValue

const wrapper = ({ children }: { children: ReactNode }) => (
  <AuthContext value={member}>
    <MemberFilesContext value={signer}>
      <SyncContext value={client}>{children}</SyncContext>
    </MemberFilesContext>
  </AuthContext>
)

async function capturePhoto() {
  await client.repository('capture_inbox').insert(
    {
      status: 'unassigned',
      content: null,
      content_type: 'photo',
      file_url: publicFileUrl('quickadd-photos', PATH),
      file_name: '1764000000000.jpg',
      location: null,
      tags: [],
      capture_context: { type: 'home' },
    },
    {
      attachments: [
        { bucket: 'quickadd-photos', path: PATH, blob: new Blob(['jpg']), contentType: 'image/jpeg' },
      ],
    },
  )
}

describe('captured files on this device', () => {
  it('show from the device while waiting, then count as uploaded once the engine frees them', async () => {
    const since = Date.now() - 1
    const progress = renderHook(() => useUploadProgress(USER, since), { wrapper })
    const file = renderHook(() => useLocalFile(publicFileUrl('quickadd-photos', PATH), 'quickadd-photos'), {
      wrapper,
    })
    await capturePhoto()
    await waitFor(() => expect(progress.result.current).toEqual({ total: 1, uploaded: 0, failed: 0 }))
    await waitFor(() => expect(file.result.current.receipt).toEqual({ state: 'on-device' }))

    await db.attachments.clear()
    await waitFor(() => expect(progress.result.current).toEqual({ total: 1, uploaded: 1, failed: 0 }))
    await waitFor(() => expect(file.result.current.receipt).toBeNull())
  })

  it("load a member's uploaded file once through a signed URL and then from the device, offline too", async () => {
    const path = `${USER}/${'e'.repeat(64)}.jpg`
    const fetched = vi.fn(async () => new Response(new Blob(['jpeg bytes'], { type: 'image/jpeg' })))
    vi.stubGlobal('fetch', fetched)
    {
      const first = renderHook(() => useLocalFile(privateFileUrl('quickadd-photos', path)), { wrapper })
      await waitFor(() => expect(first.result.current.src).toMatch(/^blob:/))
      expect(signer.asked).toEqual([`quickadd-photos/${path}`])
      expect(fetched).toHaveBeenCalledWith(
        `https://project.example/storage/v1/object/sign/quickadd-photos/${path}?token=t`,
      )
      first.unmount()
      expect(await (await recentFiles().get(USER, 'quickadd-photos', path))?.text()).toBe('jpeg bytes')
      // Another account on this device never gets it.
      expect(await recentFiles().get('someone-else', 'quickadd-photos', path)).toBeNull()

      const again = renderHook(() => useLocalFile(privateFileUrl('quickadd-photos', path)), { wrapper })
      await waitFor(() => expect(again.result.current.src).toMatch(/^blob:/))
      expect(signer.asked).toHaveLength(1)
    }
  })

  it('count the bytes still to upload for the offline banner', async () => {
    const bytes = renderHook(() => useBytesWaiting(), { wrapper })
    await capturePhoto()
    await waitFor(() => expect(bytes.result.current).toBe(3))
    await db.attachments.toCollection().modify({ status: 'uploaded' })
    await waitFor(() => expect(bytes.result.current).toBe(0))
  })

  it('forget a refused file the member discarded instead of calling it uploaded', async () => {
    const progress = renderHook(() => useUploadProgress(USER, Date.now() - 1), { wrapper })
    await capturePhoto()
    await waitFor(() => expect(progress.result.current?.total).toBe(1))
    await db.attachments.toCollection().modify({ status: 'failed', error: 'Payload too large' })
    await waitFor(() => expect(progress.result.current).toEqual({ total: 1, uploaded: 0, failed: 1 }))
    await db.attachments.clear()
    await waitFor(() => expect(progress.result.current).toEqual({ total: 0, uploaded: 0, failed: 0 }))
  })
})
