import type { SyncClient } from '../../../sync/client.ts'
import { CAPTURE_BUCKET } from '../../../sync/public/capture-bucket.ts'
import type { AttachmentInput } from '../../../sync/public/repositories.ts'
import type { CaptureContext } from '../../lib/capture-context.ts'
import type { CapturePlan, ResolvedDestination } from './capture-rules.ts'

const MEDIA_TYPE = { photo: 'photo', voice: 'voice', text: 'quick_note' } as const
const MEDIA_TITLE = { photo: 'Photo note', voice: 'Voice memo', text: 'Quick note' } as const

/**
 * Writes a capture where it belongs (002 §2.7), through the repositories: the file goes to the device's
 * attachment store in the same transaction as its row, and the sync engine uploads it before any row is
 * sent, so the row never reaches the server ahead of its file. Card captures are stored in the inbox as
 * assigned, with the board_assignments link the card page reads (001 §3).
 */
export async function saveCapture(
  client: SyncClient,
  target: ResolvedDestination,
  plan: CapturePlan,
  context: CaptureContext,
  now: number,
): Promise<void> {
  const attachments: AttachmentInput[] = plan.file
    ? [
        {
          bucket: CAPTURE_BUCKET.id,
          path: plan.file.path,
          blob: plan.file.blob,
          contentType: plan.file.contentType,
        },
      ]
    : []
  const options = { attachments }
  const fileUrl = plan.file?.url ?? null
  const fileName = plan.file?.name ?? null
  const stamp = new Date(now).toISOString()

  switch (target.kind) {
    case 'inbox':
      await client.repository('capture_inbox').insert(
        {
          status: 'unassigned',
          content: plan.content,
          content_type: plan.contentType,
          file_url: fileUrl,
          file_name: fileName,
          location: null,
          tags: [],
          capture_context: { type: context.type },
        },
        options,
      )
      return
    case 'card': {
      const row = await client.repository('capture_inbox').insert(
        {
          status: 'assigned',
          content: plan.content,
          content_type: plan.contentType,
          file_url: fileUrl,
          file_name: fileName,
          location: null,
          tags: [],
          capture_context: {
            type: 'julboard_card',
            cardTitle: target.cardTitle,
            assigned_to: target.cardId,
            assigned_at: stamp,
          },
        },
        options,
      )
      await client.repository('board_assignments').insert({
        source_type: 'capture_inbox',
        source_id: row.id,
        target_type: 'julboard_task',
        target_id: target.cardId,
        assignment_context: { linked_at: stamp },
      })
      return
    }
    case 'session_notes':
      await client.repository('session_notes').insert(
        {
          session_id: target.sessionId,
          tags: ['session'],
          content: plan.content,
          content_type: plan.contentType,
          file_url: fileUrl,
          file_name: fileName,
          capture_context: { type: 'session_recap', sessionTitle: target.sessionTitle },
        },
        options,
      )
      return
    case 'media_library':
      await client.repository('media_items').insert(
        {
          type: MEDIA_TYPE[plan.contentType],
          title: MEDIA_TITLE[plan.contentType],
          description: null,
          content: plan.content,
          photo_url: plan.contentType === 'photo' ? fileUrl : null,
          file_url: plan.contentType === 'voice' ? fileUrl : null,
          location: null,
          tags: [],
        },
        options,
      )
  }
}
