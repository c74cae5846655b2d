import { memberRange } from '../../../sync/public/member-range.ts'
import type { RowOf } from '../../../sync/public/types.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { useWrite } from '../../data/write.ts'
import { cardNotes } from './card-rules.ts'
import { BOARD_TEXTS, CARD_TEXTS } from './texts.ts'

/** 002 §7: one card by id and user_id; ready with null when this member has no such card (after the first pull). */
export function useCard(userId: string, cardId: string) {
  return useMirrorRead(
    async (db) => {
      const row = await db.mirror('julboard_tasks').get(cardId)
      return row && row.user_id === userId ? row : null
    },
    [userId, cardId],
    { what: 'card' },
  )
}

/** The card's notes: captures assigned to it and whatever board_assignments links to it. */
export function useCardNotes(userId: string, cardId: string) {
  return useMirrorRead(
    async (db) => {
      const own = memberRange(userId)
      const [captures, assignments, sessionNotes] = await Promise.all([
        db
          .mirror('capture_inbox')
          .where('[user_id+status]')
          .between(...own)
          .toArray(),
        db.mirror('board_assignments').where('target_id').equals(cardId).toArray(),
        db
          .mirror('session_notes')
          .where('[user_id+session_id]')
          .between(...own)
          .toArray(),
      ])
      return cardNotes(cardId, captures, assignments, sessionNotes)
    },
    [userId, cardId],
    { what: 'card notes' },
  )
}

/**
 * The board's writes, each through the queue so they work offline. Requests become cards on the
 * member's own board (001 §7 insert: status backlog, priority medium), and the advisor (staff read
 * every board) picks them up from there.
 */
export function useBoardWrites() {
  const write = useWrite()
  const addRequestCard = (title: string, description: string, label: string, success: string) =>
    write({ failure: BOARD_TEXTS.requestFailed, success }, (client) =>
      client.repository('julboard_tasks').insert({
        title,
        description,
        status: 'backlog',
        priority: 'medium',
        assigned_to: null,
        due_date: null,
        labels: [label],
      }),
    )
  return {
    requestPortfolioUpdate: () =>
      addRequestCard(
        BOARD_TEXTS.portfolioRequested,
        'Please send an update on the portfolio companies.',
        'portfolio-update',
        BOARD_TEXTS.portfolioRequested,
      ),
    submitDecision: (title: string, description: string) =>
      addRequestCard(title, description, 'decision-review', BOARD_TEXTS.decisionSubmitted),
    /** 002 §5 card save: the edited fields of the owner's card. */
    saveCard: (card: RowOf<'julboard_tasks'>, patch: Partial<RowOf<'julboard_tasks'>>) =>
      write({ failure: CARD_TEXTS.updateFailed, success: CARD_TEXTS.updated }, (client) =>
        client.repository('julboard_tasks').update(card.id, patch),
      ),
  }
}
