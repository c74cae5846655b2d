import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useRecordingWatch } from '../../../../src/features/sessions/use-drive.ts'

const MINUTE = 60_000

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the sessions page looks for recordings (001 §9)', () => {
  it('lists them again every 10 minutes while the drive is connected, and stops when it is not', () => {
    const refresh = vi.fn(async () => [])
    const { rerender, unmount } = renderHook(({ active }) => useRecordingWatch(active, refresh), {
      initialProps: { active: true },
    })
    vi.advanceTimersByTime(10 * MINUTE - 1)
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10 * MINUTE)
    expect(refresh).toHaveBeenCalledTimes(2)
    rerender({ active: false })
    vi.advanceTimersByTime(30 * MINUTE)
    expect(refresh).toHaveBeenCalledTimes(2)
    unmount()
  })

  it('keeps looking after a failed look', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const refresh = vi.fn(() => Promise.reject(new Error('offline')))
    renderHook(() => useRecordingWatch(true, refresh))
    await vi.advanceTimersByTimeAsync(20 * MINUTE)
    expect(refresh).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenCalledWith('Failed to check for new recordings', expect.any(Error))
    error.mockRestore()
  })
})
