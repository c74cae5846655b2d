import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QuickCapture } from '../../../../src/features/capture/quick-capture.tsx'
import type { CaptureContext } from '../../../../src/lib/capture-context.ts'
import { type Harness, harness, renderWith, USER_ID, withTier } from '../mobile/harness.tsx'

// happy-dom decodes no images: the photo "prepared" here is the chosen file's bytes as a JPEG. The
// real downscale and re-encode are proven in Chromium (tests/e2e/capture/field-capture.spec.ts).
vi.mock('../../../../src/features/capture/prepare-photo.ts', () => ({
  preparePhoto: async (source: Blob) => ({
    blob: new Blob([await source.arrayBuffer()], { type: 'image/jpeg' }),
    contentType: 'image/jpeg',
    width: 1,
    height: 1,
  }),
}))

let h: Harness
const CARD = '0f1e2d3c-4b5a-4968-8776-655443322110'
const SESSION = '1f1e2d3c-4b5a-4968-8776-655443322111'

beforeEach(() => {
  h = harness()
})
afterEach(async () => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'mediaDevices')
  await h.db.delete()
})

async function capture(
  context: CaptureContext,
  act: (user: ReturnType<typeof userEvent.setup>) => Promise<void>,
) {
  const user = userEvent.setup()
  renderWith(h, '/app/quickadd', <QuickCapture context={context} />)
  await act(user)
  await user.click(await screen.findByRole('button', { name: 'Save' }))
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'board.jpg', { type: 'image/jpeg' })

describe('QuickCapture', () => {
  it('asks a free member to upgrade to Premium instead of capturing', async () => {
    await withTier(h.db, 'free')
    renderWith(h, '/app/quickadd', <QuickCapture context={{ type: 'home' }} />)
    expect(await screen.findByRole('link', { name: 'Upgrade to Premium' })).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('keeps Save off while the note is blank and nothing is attached, and counts x/500', async () => {
    await withTier(h.db, 'premium')
    const user = userEvent.setup()
    renderWith(h, '/app/quickadd', <QuickCapture context={{ type: 'home' }} />)
    const save = await screen.findByRole('button', { name: 'Save' })
    expect(save.hasAttribute('disabled')).toBe(true)
    await user.type(screen.getByLabelText('Note'), '   ')
    expect(save.hasAttribute('disabled')).toBe(true)
    await user.type(screen.getByLabelText('Note'), 'hi')
    expect(save.hasAttribute('disabled')).toBe(false)
    expect(screen.getByText('5/500')).toBeDefined()
  })

  it('saves a note from home to the Capture Inbox through the queue', async () => {
    await withTier(h.db, 'premium')
    await capture({ type: 'home' }, async (user) => {
      await user.type(await screen.findByLabelText('Note'), 'Ask about ESOP sizing')
    })
    expect(await screen.findByText('Saved to Capture Inbox')).toBeDefined()
    const rows = await h.db.mirror('capture_inbox').toArray()
    expect(rows).toMatchObject([
      {
        user_id: USER_ID,
        status: 'unassigned',
        content: 'Ask about ESOP sizing',
        content_type: 'text',
        file_url: null,
      },
    ])
    expect((await h.db.pending_sync_data.toArray()).map((e) => [e.table, e.action])).toEqual([
      ['capture_inbox', 'insert'],
    ])
  })

  it('attaches a chosen photo to the card: stored on the device, the row assigned and linked to the card', async () => {
    await withTier(h.db, 'pro')
    await capture({ type: 'julboard_card', cardId: CARD, cardTitle: 'Hire a CFO' }, async (user) => {
      await user.upload(await screen.findByLabelText('Choose Photo'), photo())
      await screen.findByRole('img', { name: 'To be saved' })
    })
    expect(await screen.findByText('Attached to: Hire a CFO')).toBeDefined()
    const [row] = await h.db.mirror('capture_inbox').toArray()
    expect(row).toMatchObject({ status: 'assigned', content_type: 'photo', content: null })
    expect(row?.capture_context).toMatchObject({ type: 'julboard_card', assigned_to: CARD })
    // Named by the SHA-256 of its bytes, at the private (authenticated) address.
    expect(row?.file_url).toMatch(
      new RegExp(`/storage/v1/object/authenticated/quickadd-photos/${USER_ID}/[0-9a-f]{64}\\.jpg$`),
    )
    const [attachment] = await h.db.attachments.toArray()
    expect(attachment).toMatchObject({
      bucket: 'quickadd-photos',
      status: 'waiting',
      content_type: 'image/jpeg',
    })
    expect(row?.file_url?.endsWith(attachment?.path ?? '-')).toBe(true)
    expect(await h.db.mirror('board_assignments').toArray()).toMatchObject([
      { source_type: 'capture_inbox', source_id: row?.id, target_type: 'julboard_task', target_id: CARD },
    ])
  })

  it("adds a capture made on a session recap to the session's notes, tagged 'session'", async () => {
    await withTier(h.db, 'premium')
    await capture({ type: 'session_recap', sessionId: SESSION, sessionTitle: 'Kick-off' }, async (user) => {
      await user.type(await screen.findByLabelText('Note'), 'Lead with the pilot')
    })
    expect(await screen.findByText('Added to: Kick-off')).toBeDefined()
    expect(await h.db.mirror('session_notes').toArray()).toMatchObject([
      { session_id: SESSION, tags: ['session'], content: 'Lead with the pilot', content_type: 'text' },
    ])
  })

  it('lets the member choose where a capture goes when the context names no place', async () => {
    await withTier(h.db, 'premium')
    await capture({ type: 'unknown' }, async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Media Library' }))
      await user.type(screen.getByLabelText('Note'), 'Send the update on the 1st')
    })
    await waitFor(async () =>
      expect(await h.db.mirror('media_items').toArray()).toMatchObject([
        { type: 'quick_note', title: 'Quick note', content: 'Send the update on the 1st', tags: [] },
      ]),
    )
    expect(await h.db.mirror('capture_inbox').count()).toBe(0)
  })

  it("says 'Camera not supported on this device' without a camera API, and 'Could not access microphone' when refused", async () => {
    await withTier(h.db, 'premium')
    const user = userEvent.setup()
    renderWith(h, '/app/quickadd', <QuickCapture context={{ type: 'home' }} />)
    await user.click(await screen.findByRole('button', { name: 'Take Photo' }))
    expect(await screen.findByText('Camera not supported on this device')).toBeDefined()

    vi.stubGlobal('MediaRecorder', class {})
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: async () => {
          throw new DOMException('Permission denied', 'NotAllowedError')
        },
      },
    })
    await user.click(screen.getByRole('button', { name: 'Record' }))
    expect(await screen.findByText('Could not access microphone')).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Take Photo' }))
    expect(await screen.findByText('Could not access camera')).toBeDefined()
  })
})
