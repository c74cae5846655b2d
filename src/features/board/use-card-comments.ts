import { memberRange } from '../../../sync/public/member-range.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { useWrite } from '../../data/write.ts'
import { COMMENT_TEXTS } from './texts.ts'

/** The card's comments, oldest first (the order a conversation reads). */
export function useCardComments(cardId: string) {
  const read = useMirrorRead(
    (db) =>
      db
        .mirror('julboard_card_comments')
        .where('[card_id+created_at]')
        .between(...memberRange(cardId))
        .toArray(),
    [cardId],
    { what: 'card comments' },
  )
  const write = useWrite()
  /** True once the comment and its queue entry are on the device. */
  const add = (content: string) =>
    write({ failure: COMMENT_TEXTS.createFailed }, (client) =>
      client.repository('julboard_card_comments').insert({ card_id: cardId, content: content.trim() }),
    )
  return { read, add }
}
