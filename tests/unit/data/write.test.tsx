import { act, render, renderHook, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SyncContext } from '../../../src/data/sync-context.ts'
import { DeviceReasonError, reportWrite, useInlineWrite, useWrite } from '../../../src/data/write.ts'
import { Toaster } from '../../../src/ui/toaster.tsx'
import { NOT_SIGNED_IN_MESSAGE, STORAGE_FULL_MESSAGE, StorageFullError } from '../../../sync/public/errors.ts'
import { MEMBER, memberDevice } from '../support/member-device.tsx'

const TEXTS = { failure: 'Failed to create spark', success: 'Spark saved' }

let device: ReturnType<typeof memberDevice> | undefined
afterEach(async () => {
  await device?.close()
  device = undefined
  vi.restoreAllMocks()
})

describe('reportWrite', () => {
  it("answers true and toasts the spec's success text when the write lands", async () => {
    render(<Toaster />)
    expect(await reportWrite(TEXTS, async () => {})).toBe(true)
    expect(await screen.findByText(TEXTS.success)).toBeDefined()
  })

  it("answers false, logs the cause and toasts the spec's text with the device's reason when storage is full", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Toaster />)
    const full = new StorageFullError(new DOMException('quota', 'QuotaExceededError'))
    const texts = { failure: 'Failed to archive spark', success: 'Spark archived' }
    expect(
      await reportWrite(texts, async () => {
        throw full
      }),
    ).toBe(false)
    expect(log).toHaveBeenCalledWith(texts.failure, full)
    expect(await screen.findByText(texts.failure)).toBeDefined()
    expect(await screen.findByText(STORAGE_FULL_MESSAGE)).toBeDefined()
    expect(screen.queryByText(texts.success)).toBeNull()
  })

  it("toasts the reason a feature's own work gives for what this device lacks", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Toaster />)
    const lacking = 'Connect to the internet once and try again.'
    expect(
      await reportWrite({ failure: 'Failed to export your data' }, async () => {
        throw new DeviceReasonError(lacking)
      }),
    ).toBe(false)
    expect(await screen.findByText('Failed to export your data')).toBeDefined()
    expect(await screen.findByText(lacking)).toBeDefined()
  })

  it("keeps a reason that is not the device's in the log only", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Toaster />)
    await reportWrite({ failure: 'Failed to delete spark' }, async () => {
      throw new Error('DatabaseClosedError: internal detail')
    })
    expect(await screen.findByText('Failed to delete spark')).toBeDefined()
    expect(screen.queryByText(/internal detail/)).toBeNull()
  })
})

describe('useWrite', () => {
  it('writes the row and its queue entry through the repository and answers true', async () => {
    device = memberDevice({ synced: true })
    const { result } = renderHook(() => useWrite(), { wrapper: device.wrapper })
    const landed = await result.current({ failure: TEXTS.failure }, (client) =>
      client.repository('sparks').insert({
        spark_type: 'manual',
        content: 'Offline idea',
        source_type: 'manual',
        source_id: null,
        metadata: {},
        is_favorited: false,
        is_archived: false,
      }),
    )
    expect(landed).toBe(true)
    const rows = await device.db.mirror('sparks').toArray()
    expect(rows.map((row) => [row.content, row.user_id])).toEqual([['Offline idea', MEMBER.id]])
    expect(await device.db.pending_sync_data.count()).toBe(1)
  })

  it('writes nothing and tells the member to sign in when there is no sync client', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Toaster />)
    const write = vi.fn(async () => {})
    const { result } = renderHook(() => useWrite(), {
      wrapper: ({ children }) => <SyncContext value={null}>{children}</SyncContext>,
    })
    expect(await result.current({ failure: TEXTS.failure }, write)).toBe(false)
    expect(write).not.toHaveBeenCalled()
    expect(await screen.findByText(NOT_SIGNED_IN_MESSAGE)).toBeDefined()
  })
})

describe('useInlineWrite', () => {
  it("keeps the last failure with the device's reason for the screen to show, and clears it once a write lands", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    device = memberDevice({ synced: true })
    const { result } = renderHook(() => useInlineWrite(), { wrapper: device.wrapper })
    await act(async () => {
      await result.current.write({ failure: 'Failed to update spark' }, async () => {
        throw new StorageFullError(new DOMException('quota', 'QuotaExceededError'))
      })
    })
    expect(result.current.failure).toEqual({
      message: 'Failed to update spark',
      reason: STORAGE_FULL_MESSAGE,
    })
    await act(async () => {
      expect(await result.current.write({ failure: 'Failed to update spark' }, async () => {})).toBe(true)
    })
    expect(result.current.failure).toBeNull()
  })
})
