/** Spec 002 §2.10, §8, §9: the JUL Sparks feed's rules, kept pure so they are tested without a browser. */

export const SWIPE_THRESHOLD_PX = 100
/**
 * How far a pointer moves sideways before a press becomes a swipe (ours; 002 §2.10 names only the
 * 100 px). Until then the spark does not capture the pointer, so a tap still reaches its buttons.
 */
export const SWIPE_START_PX = 8
export const UNREAD_BADGE_CAP = 99
export const FLAME_THRESHOLD = 50
export const MARK_VIEWED_DELAY_MS = 1000

export interface FeedSpark {
  id: string
  content: string
  is_favorited: boolean
  is_archived: boolean
  created_at: string
}

export function canAddSpark(content: string): boolean {
  return content.trim().length > 0
}

export const SWIPE_ACTIONS = { favourite: 'favourite', archive: 'archive', none: 'none' } as const
export type SwipeAction = (typeof SWIPE_ACTIONS)[keyof typeof SWIPE_ACTIONS]

/** Right over 100 px toggles favourite, left over 100 px archives; anything shorter is a tap or a scroll. */
export function swipeAction(deltaX: number): SwipeAction {
  if (deltaX > SWIPE_THRESHOLD_PX) return SWIPE_ACTIONS.favourite
  if (deltaX < -SWIPE_THRESHOLD_PX) return SWIPE_ACTIONS.archive
  return SWIPE_ACTIONS.none
}

/** Whether a press has moved far enough sideways to be a swipe (and to take the pointer). */
export function isSwiping(deltaX: number): boolean {
  return Math.abs(deltaX) >= SWIPE_START_PX
}

export interface UnreadBadge {
  visible: boolean
  label: string
  flame: boolean
}

/** Hidden at 0 or less; '99+' above the cap; a flame at 50 or more (001 §5, 002 §9). */
export function unreadBadge(count: number): UnreadBadge {
  return {
    visible: count > 0,
    label: count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.max(count, 0)),
    flame: count >= FLAME_THRESHOLD,
  }
}
