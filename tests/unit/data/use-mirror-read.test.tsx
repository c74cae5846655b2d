import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMirrorRead } from '../../../src/data/use-mirror-read.ts'
import { KV } from '../../../sync/db/records.ts'
import { memberRange } from '../../../sync/public/member-range.ts'
import { MEMBER, memberDevice } from '../support/member-device.tsx'

const SPARK = {
  spark_type: 'manual',
  source_type: 'manual',
  source_id: null,
  metadata: {},
  is_favorited: false,
  is_archived: false,
}

let device: ReturnType<typeof memberDevice> | undefined
afterEach(async () => {
  await device?.close()
  device = undefined
  vi.restoreAllMocks()
})

function readSparks(synced: boolean) {
  device = memberDevice({ synced })
  const { result } = renderHook(
    () =>
      useMirrorRead(
        (db) =>
          db
            .mirror('sparks')
            .where('[user_id+created_at]')
            .between(...memberRange(MEMBER.id))
            .toArray(),
        [],
        { what: 'sparks' },
      ),
    { wrapper: device.wrapper },
  )
  return result
}

describe('useMirrorRead', () => {
  it('stays loading on a device that has not pulled yet while the answer is empty, and is ready with none after the pull', async () => {
    const result = readSparks(false)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(result.current.status).toBe('loading')
    await act(async () => {
      await device?.db.kv.put({ key: KV.firstPullDoneFor, value: MEMBER.id })
    })
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: [] }))
  })

  it('shows rows the device already holds before the first pull, and follows a write live', async () => {
    const result = readSparks(false)
    await act(async () => {
      await device?.client.repository('sparks').insert({ ...SPARK, content: 'First idea' })
    })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    await act(async () => {
      await device?.client.repository('sparks').insert({ ...SPARK, content: 'Second idea' })
    })
    await waitFor(() =>
      expect(
        result.current.status === 'ready' && result.current.data.map((row) => row.content).sort(),
      ).toEqual(['First idea', 'Second idea']),
    )
  })

  it('reports a read that throws as an error, logged, and reads again on retry', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    device = memberDevice({ synced: true })
    let fail = true
    const { result } = renderHook(
      () =>
        useMirrorRead(
          async (db) => {
            if (fail) throw new Error('index missing')
            return db.mirror('sparks').count()
          },
          [],
          { what: 'sparks' },
        ),
      { wrapper: device.wrapper },
    )
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(log).toHaveBeenCalledWith('Could not read sparks from this device', expect.any(Error))
    fail = false
    act(() => {
      if (result.current.status === 'error') result.current.retry()
    })
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 0 }))
  })

  it("counts an answer as empty by the screen's own rule", async () => {
    device = memberDevice({ synced: false })
    const { result } = renderHook(
      () =>
        useMirrorRead(async () => ({ sessions: [] as string[], minutes: ['kept'] }), [], {
          what: 'home',
          isEmpty: (data) => data.sessions.length === 0 && data.minutes.length === 0,
        }),
      { wrapper: device.wrapper },
    )
    await waitFor(() => expect(result.current.status).toBe('ready'))
  })
})
