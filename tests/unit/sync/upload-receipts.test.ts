import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { JulDatabase } from '../../../sync/db/database.ts'
import type { AttachmentRecord } from '../../../sync/db/records.ts'
import { readOnlyView } from '../../../sync/public/local-database.ts'
import { bytesWaiting, receiptOf } from '../../../sync/public/uploads.ts'

const file = (extra: Partial<AttachmentRecord> = {}): AttachmentRecord => ({
  id: crypto.randomUUID(),
  bucket: 'quickadd-photos',
  path: 'u1/x.jpg',
  blob: new Blob([new Uint8Array(1000)]),
  size: 1000,
  content_type: 'image/jpeg',
  user_id: 'u1',
  status: 'waiting',
  error: null,
  created_at: 1,
  ...extra,
})

let db: JulDatabase | null = null
afterEach(async () => {
  await db?.delete()
  db = null
})

describe('upload receipts', () => {
  it('says where each file stands: on this device, uploading n %, parked, refused with why, on the server', () => {
    expect(receiptOf(file(), true)).toEqual({ state: 'on-device' })
    expect(receiptOf(file({ bytes_sent: 420 }), true)).toEqual({ state: 'uploading', percent: 42 })
    expect(receiptOf(file({ bytes_sent: 420 }), false)).toEqual({ state: 'on-device' })
    expect(receiptOf(file({ bytes_sent: 1000 }), true)).toEqual({ state: 'uploading', percent: 99 })
    expect(receiptOf(file({ parked_at: 5, error: 'Service Unavailable' }), true)).toEqual({
      state: 'parked',
      reason: 'Service Unavailable',
    })
    expect(receiptOf(file({ status: 'failed', error: 'Too large (413)' }), true)).toEqual({
      state: 'refused',
      reason: 'Too large (413)',
    })
    expect(receiptOf(file({ status: 'uploaded' }), false)).toEqual({ state: 'on-server' })
  })

  it("counts the bytes of the member's files still to reach the server", async () => {
    db = new JulDatabase(`receipts-${crypto.randomUUID()}`)
    await db.attachments.bulkAdd([
      file(),
      file({ bytes_sent: 600 }),
      file({ status: 'uploaded' }),
      file({ status: 'failed' }),
      file({ user_id: 'u2' }),
    ])
    expect(await bytesWaiting(readOnlyView(db), 'u1')).toBe(1400)
  })
})
