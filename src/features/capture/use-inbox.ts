import type { RowOf } from '../../../sync/public/types.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { toastSuccess, useWrite } from '../../data/write.ts'
import { cardFromCapture } from './capture-rules.ts'
import { CAPTURE_TEXTS } from './texts.ts'

export type InboxItem = RowOf<'capture_inbox'>
export type BoardCard = RowOf<'julboard_tasks'>

function contextObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/**
 * The capture inbox (002 §2.6, §7): unassigned captures newest first, read from the mirror; Assign to
 * Board and Archive go through the queue, so they work offline.
 */
export function useInbox(userId: string) {
  const read = useMirrorRead(
    async (db) => {
      const rows = await db
        .mirror('capture_inbox')
        .where('[user_id+status]')
        .equals([userId, 'unassigned'])
        .toArray()
      return rows.sort((a, b) => b.created_at.localeCompare(a.created_at))
    },
    [userId],
    { what: 'capture inbox' },
  )
  const write = useWrite()

  const archive = (item: InboxItem) =>
    write({ failure: CAPTURE_TEXTS.archiveFailed, success: CAPTURE_TEXTS.itemArchived }, (client) =>
      client.repository('capture_inbox').update(item.id, { status: 'archived' }),
    )

  /** 002 §7: status assigned with capture_context {assigned_to, assigned_at}, plus the board link. */
  const assign = async (item: InboxItem, card: BoardCard) => {
    const assignedAt = new Date().toISOString()
    const landed = await write({ failure: CAPTURE_TEXTS.assignFailed }, async (client) => {
      await client.repository('capture_inbox').update(item.id, {
        status: 'assigned',
        capture_context: {
          ...contextObject(item.capture_context),
          assigned_to: card.id,
          assigned_at: assignedAt,
        },
      })
      await client.repository('board_assignments').insert({
        source_type: 'capture_inbox',
        source_id: item.id,
        target_type: 'julboard_task',
        target_id: card.id,
        assignment_context: { linked_at: assignedAt },
      })
    })
    if (landed) toastSuccess(CAPTURE_TEXTS.itemAssigned, { description: `Assigned to: ${card.title}` })
    return landed
  }

  /** 002 §7: the capture becomes a new card (backlog, medium priority), then is assigned to it. */
  const assignToNewCard = async (item: InboxItem) => {
    let card: BoardCard | null = null
    const created = await write({ failure: CAPTURE_TEXTS.newCardFailed }, async (client) => {
      card = await client.repository('julboard_tasks').insert({
        ...cardFromCapture(item),
        status: 'backlog',
        priority: 'medium',
        assigned_to: null,
        due_date: null,
        labels: [],
      })
    })
    return created && card !== null ? assign(item, card) : false
  }

  return { read, archive, assign, assignToNewCard }
}

/** The member's board cards for the picker, newest updated first (002 §7). */
export function useBoardCards(userId: string, enabled: boolean) {
  return useMirrorRead(
    async (db) => {
      if (!enabled) return []
      const cards = await db.mirror('julboard_tasks').where('user_id').equals(userId).toArray()
      return cards.sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    },
    [userId, enabled],
    { what: 'board cards' },
  )
}
