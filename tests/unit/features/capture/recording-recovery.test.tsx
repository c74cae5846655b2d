import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QuickCapture } from '../../../../src/features/capture/quick-capture.tsx'
import {
  ABANDONED_AFTER_MS,
  forgetRecording,
  interruptedRecordings,
  recordingSink,
} from '../../../../src/features/capture/recording-recovery.ts'
import { type Harness, harness, renderWith, USER_ID, withTier } from '../mobile/harness.tsx'

const later = () => Date.now() + ABANDONED_AFTER_MS + 1

/** What a tab that died mid-recording leaves: the pieces written so far. */
async function cutOffRecording(userId: string, pieces: string[]): Promise<string> {
  const id = crypto.randomUUID()
  const sink = recordingSink(userId)
  await sink.begin({ id, contentType: 'audio/mp4', startedAt: Date.parse('2026-12-03T14:05:00') })
  for (const [index, piece] of pieces.entries()) await sink.append(id, index, new Blob([piece]))
  return id
}

afterEach(async () => {
  for (const recording of await interruptedRecordings(USER_ID, later())) await forgetRecording(recording.id)
  for (const recording of await interruptedRecordings('someone-else', later()))
    await forgetRecording(recording.id)
})

describe('crash-proof recording', () => {
  it('gives back the pieces a dead tab left, in order, in the format recorded', async () => {
    await cutOffRecording(USER_ID, ['one', 'two', 'three'])
    const [recovered] = await interruptedRecordings(USER_ID, later())
    expect(await recovered?.blob.text()).toBe('onetwothree')
    expect(recovered).toMatchObject({ contentType: 'audio/mp4', seconds: 3 })
  })

  it('does not offer a recording still being made (another tab), nor another account’s', async () => {
    await cutOffRecording(USER_ID, ['live'])
    expect(await interruptedRecordings(USER_ID, Date.now())).toEqual([])
    await cutOffRecording('someone-else', ['theirs'])
    expect((await interruptedRecordings(USER_ID, later())).map((r) => r.seconds)).toEqual([1])
  })

  it('forgets a recording for good', async () => {
    const id = await cutOffRecording(USER_ID, ['gone'])
    await forgetRecording(id)
    expect(await interruptedRecordings(USER_ID, later())).toEqual([])
  })
})

describe('the capture screen after a cut-off recording', () => {
  let h: Harness
  beforeEach(() => {
    h = harness()
  })
  afterEach(async () => {
    vi.useRealTimers()
    await h.db.delete()
  })

  it('offers the memo back; kept, it is saved as the capture’s voice file and then forgotten', async () => {
    await withTier(h.db, 'premium')
    await cutOffRecording(USER_ID, ['memo'])
    // Written more than five seconds ago, as a tab that died would have left it.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(later())
    const user = userEvent.setup()
    renderWith(h, '/app/quickadd', <QuickCapture context={{ type: 'home' }} />)
    expect(await screen.findByText('A voice memo was cut off')).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Keep memo' }))
    await user.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved to Capture Inbox')).toBeDefined()
    const [row] = await h.db.mirror('capture_inbox').toArray()
    expect(row).toMatchObject({ content_type: 'voice', content: '[Voice note]' })
    expect(row?.file_url).toMatch(/\/[0-9a-f]{64}\.m4a$/)
    await waitFor(async () => expect(await interruptedRecordings(USER_ID, later())).toEqual([]))
  })
})
