import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type MediaApis, useAudioRecorder } from '../../../src/ui/use-audio-recorder.ts'

class FakeRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm'
  state: 'inactive' | 'recording' = 'inactive'
  ondataavailable: ((event: { data: Blob }) => void) | null = null
  onstop: (() => void) | null = null
  constructor(
    readonly stream: MediaStream,
    readonly options?: { mimeType?: string },
  ) {}
  start() {
    this.state = 'recording'
  }
  stop() {
    this.state = 'inactive'
    this.ondataavailable?.({ data: new Blob(['voice'], { type: 'audio/webm;codecs=opus' }) })
    this.onstop?.()
  }
}

const stream = { getTracks: () => [{ stop: vi.fn() }] } as unknown as MediaStream
const apis = (getUserMedia: () => Promise<MediaStream>): MediaApis => ({
  mediaDevices: { getUserMedia },
  MediaRecorder: FakeRecorder as unknown as typeof MediaRecorder,
})

afterEach(() => vi.useRealTimers())

describe('useAudioRecorder', () => {
  it('records the microphone as plain audio/webm and counts the seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { result } = renderHook(() => useAudioRecorder({ apis: apis(async () => stream) }))
    await act(() => result.current.start())
    expect(result.current.state).toBe('recording')
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    expect(result.current.seconds).toBe(2)
    act(() => result.current.stop())
    expect(result.current.state).toBe('stopped')
    expect(result.current.clip?.blob?.type).toBe('audio/webm')
    expect(result.current.clip?.seconds).toBe(2)
  })

  it('gives a simulated 3-second memo where no microphone exists, when asked to', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const noMic = apis(async () => {
      throw new DOMException('Requested device not found', 'NotFoundError')
    })
    const { result } = renderHook(() => useAudioRecorder({ apis: noMic, simulateWithoutMicrophoneMs: 3000 }))
    await act(() => result.current.start())
    expect(result.current.state).toBe('recording')
    act(() => {
      vi.advanceTimersByTime(2999)
    })
    expect(result.current.state).toBe('recording')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current.state).toBe('stopped')
    expect(result.current.clip).toEqual({ blob: null, contentType: 'audio/webm', seconds: 3 })
  })

  it('says the microphone was refused, and never simulates then', async () => {
    const refused = apis(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError')
    })
    const { result } = renderHook(() =>
      useAudioRecorder({ apis: refused, simulateWithoutMicrophoneMs: 3000 }),
    )
    await act(() => result.current.start())
    expect(result.current.error).toBe('denied')
    expect(result.current.state).toBe('idle')
  })

  it('fails as unavailable without a microphone when no simulation is wanted', async () => {
    const { result } = renderHook(() =>
      useAudioRecorder({ apis: { mediaDevices: undefined, MediaRecorder: undefined } }),
    )
    await act(() => result.current.start())
    expect(result.current.error).toBe('unavailable')
  })
})
