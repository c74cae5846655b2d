import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type MediaApis,
  type RecordingSink,
  TIMESLICE_MS,
  useAudioRecorder,
} from '../../../src/ui/use-audio-recorder.ts'

/** Chromium's MediaRecorder as far as the hook sees it: WebM/Opus, a piece per timeslice. */
class FakeRecorder {
  static isTypeSupported = (type: string) => type.startsWith('audio/webm')
  static last: FakeRecorder | null = null
  state: 'inactive' | 'recording' = 'inactive'
  mimeType = ''
  timeslice: number | undefined
  ondataavailable: ((event: { data: Blob }) => void) | null = null
  onstop: (() => void) | null = null
  constructor(
    readonly stream: MediaStream,
    readonly options?: { mimeType?: string },
  ) {
    FakeRecorder.last = this
  }
  start(timeslice?: number) {
    this.timeslice = timeslice
    this.mimeType = this.options?.mimeType ?? 'audio/webm'
    this.state = 'recording'
  }
  piece(text: string) {
    this.ondataavailable?.({ data: new Blob([text], { type: this.mimeType }) })
  }
  stop() {
    this.state = 'inactive'
    this.piece('voice')
    this.onstop?.()
  }
}

/** Safari's: only AAC in MP4, whatever was asked for. */
class SafariRecorder extends FakeRecorder {
  static override isTypeSupported = (type: string) => type === 'audio/mp4'
  override start(timeslice?: number) {
    super.start(timeslice)
    this.mimeType = 'audio/mp4'
  }
}

const stream = { getTracks: () => [{ stop: vi.fn() }] } as unknown as MediaStream
const apis = (
  getUserMedia: () => Promise<MediaStream>,
  Recorder: typeof FakeRecorder = FakeRecorder,
): MediaApis => ({
  mediaDevices: { getUserMedia },
  MediaRecorder: Recorder as unknown as typeof MediaRecorder,
})

afterEach(() => vi.useRealTimers())

describe('useAudioRecorder', () => {
  it('records the microphone as plain audio/webm where the browser records WebM, and counts the seconds', async () => {
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
    expect(result.current.clip?.contentType).toBe('audio/webm')
    expect(result.current.clip?.seconds).toBe(2)
  })

  it("labels the clip with the format the browser really recorded (Safari's audio/mp4)", async () => {
    const { result } = renderHook(() => useAudioRecorder({ apis: apis(async () => stream, SafariRecorder) }))
    await act(() => result.current.start())
    act(() => result.current.stop())
    expect(result.current.clip?.contentType).toBe('audio/mp4')
    expect(result.current.clip?.blob?.type).toBe('audio/mp4')
  })

  it('hands every piece to the sink as it arrives, so a dead tab leaves the recording behind', async () => {
    const kept: string[] = []
    const sink: RecordingSink = {
      begin: async ({ contentType }) => {
        kept.push(`begin ${contentType}`)
      },
      append: async (_id, index, piece) => {
        kept.push(`${index}: ${await piece.text()}`)
      },
    }
    const { result } = renderHook(() => useAudioRecorder({ apis: apis(async () => stream), sink }))
    await act(() => result.current.start())
    expect(FakeRecorder.last?.timeslice).toBe(TIMESLICE_MS)
    act(() => {
      FakeRecorder.last?.piece('one')
      FakeRecorder.last?.piece('two')
    })
    await vi.waitFor(() => expect(kept).toEqual(['begin audio/webm', '0: one', '1: two']))
    act(() => result.current.stop())
    expect(await result.current.clip?.blob?.text()).toBe('onetwovoice')
    expect(result.current.clip?.recordingId).toEqual(expect.any(String))
  })

  it('forgets a recording thrown away while it runs', async () => {
    const { result } = renderHook(() => useAudioRecorder({ apis: apis(async () => stream) }))
    await act(() => result.current.start())
    act(() => result.current.reset())
    expect(result.current.clip).toBeNull()
    expect(result.current.state).toBe('idle')
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
    expect(result.current.clip).toEqual({
      blob: null,
      contentType: 'audio/webm',
      seconds: 3,
      recordingId: null,
    })
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
