import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useLocalFile, useUploadProgress } from '../../../src/data/attachments.ts'
import { publicFileUrl } from '../../../src/data/storage-url.ts'
import { SyncContext } from '../../../src/data/sync-context.ts'
import type { SyncClient } from '../../../sync/client.ts'
import { JulDatabase } from '../../../sync/db/database.ts'
import { localSyncClient } from '../support/local-sync-client.ts'

const USER = '44444444-4444-4444-8444-444444444444'
const PATH = `${USER}/1764000000000.jpg`
let db: JulDatabase
let client: SyncClient

beforeEach(() => {
  db = new JulDatabase(`attachments-${crypto.randomUUID()}`)
  client = localSyncClient(db, USER)
})
afterEach(async () => {
  await db.delete()
})

const wrapper = ({ children }: { children: ReactNode }) => (
  <SyncContext value={client}>{children}</SyncContext>
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
    await waitFor(() => expect(file.result.current.upload).toBe('waiting'))

    await db.attachments.clear()
    await waitFor(() => expect(progress.result.current).toEqual({ total: 1, uploaded: 1, failed: 0 }))
    await waitFor(() =>
      expect(file.result.current).toEqual({
        src: publicFileUrl('quickadd-photos', PATH),
        upload: null,
        error: null,
      }),
    )
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
