import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import type { SyncClient } from '../../../sync/client.ts'
import { cardNotes } from './card-rules.ts'

/** 002 §7: one card by id and user_id. undefined while reading, null when this member has no such card. */
export function useCard(client: SyncClient, userId: string, cardId: string) {
  return useLiveQuery(async () => {
    const row = await client.db.mirror('julboard_tasks').get(cardId)
    return row && row.user_id === userId ? row : null
  }, [client, userId, cardId])
}

/** The card's notes: captures assigned to it and whatever board_assignments links to it. */
export function useCardNotes(client: SyncClient, userId: string, cardId: string) {
  return useLiveQuery(async () => {
    const range: [[string, string], [string, string]] = [
      [userId, Dexie.minKey as unknown as string],
      [userId, Dexie.maxKey as unknown as string],
    ]
    const [captures, assignments, sessionNotes] = await Promise.all([
      client.db
        .mirror('capture_inbox')
        .where('[user_id+status]')
        .between(...range)
        .toArray(),
      client.db.mirror('board_assignments').where('target_id').equals(cardId).toArray(),
      client.db
        .mirror('session_notes')
        .where('[user_id+session_id]')
        .between(...range)
        .toArray(),
    ])
    return cardNotes(cardId, captures, assignments, sessionNotes)
  }, [client, userId, cardId])
}
