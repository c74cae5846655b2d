import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback, useState } from 'react'
import type { SyncClient } from '../../../sync/client.ts'
import type { RowOf } from '../../../sync/public/types.ts'
import { toast } from '../../ui/toaster.tsx'
import { CAPTURE_MESSAGES } from './messages.ts'

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
export function useInbox(client: SyncClient, userId: string) {
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const items = useLiveQuery(async () => {
    try {
      const rows = await client.db
        .mirror('capture_inbox')
        .where('[user_id+status]')
        .equals([userId, 'unassigned'])
        .toArray()
      setFailed(false)
      return rows.sort((a, b) => b.created_at.localeCompare(a.created_at))
    } catch (error) {
      console.error(CAPTURE_MESSAGES.loadInboxFailed, error)
      setFailed(true)
      return []
    }
  }, [client, userId, attempt])

  const archive = useCallback(
    async (item: InboxItem) => {
      try {
        await client.repository('capture_inbox').update(item.id, { status: 'archived' })
        toast.success(CAPTURE_MESSAGES.itemArchived)
      } catch (error) {
        console.error(CAPTURE_MESSAGES.archiveFailed, error)
        toast.error(CAPTURE_MESSAGES.archiveFailed)
      }
    },
    [client],
  )

  /** 002 §7: status assigned with capture_context {assigned_to, assigned_at}, plus the board link. */
  const assign = useCallback(
    async (item: InboxItem, card: BoardCard) => {
      const assignedAt = new Date().toISOString()
      try {
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
        toast.success(CAPTURE_MESSAGES.itemAssigned, { description: `Assigned to: ${card.title}` })
        return true
      } catch (error) {
        console.error(CAPTURE_MESSAGES.assignFailed, error)
        toast.error(CAPTURE_MESSAGES.assignFailed)
        return false
      }
    },
    [client],
  )

  return { items, failed, retry: () => setAttempt((n) => n + 1), archive, assign }
}

/** The member's board cards for the picker, newest updated first (002 §7). */
export function useBoardCards(client: SyncClient, userId: string, enabled: boolean) {
  return useLiveQuery(async () => {
    if (!enabled) return []
    const cards = await client.db.mirror('julboard_tasks').where('user_id').equals(userId).toArray()
    return cards.sort((a, b) => b.updated_at.localeCompare(a.updated_at))
  }, [client, userId, enabled])
}
