/** Meeting-minutes rules shared by the board and the agreements screens (001 §5, §9). */

const HIDDEN_TITLE = /test|sample|demo|mockup/i

/** 001 §5: the listing hides minutes whose title contains test, sample, demo or mockup (any case). */
export function isListedMinute(title: string): boolean {
  return !HIDDEN_TITLE.test(title)
}

/** 001 §9: deliverables list 5. */
export const DELIVERABLES_LIMIT = 5
/** 001 §9: deliverable cards show 2 items per list plus a '+N more' count. */
export const DELIVERABLE_ITEMS_SHOWN = 2

/** The first two items and the '+N more' text (null when nothing is left over). */
export function previewItems(items: readonly string[], shown = DELIVERABLE_ITEMS_SHOWN) {
  const rest = items.length - shown
  return { items: items.slice(0, shown), more: rest > 0 ? `+${rest} more` : null }
}
