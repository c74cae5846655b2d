/**
 * Toast defaults of spec 000 §9, which are sonner's own; pinned here so an upgrade of sonner
 * cannot silently change them. Width and swipe threshold are sonner constants, not props.
 */
export const TOAST_DEFAULTS = {
  visibleToasts: 3,
  durationMs: 4000,
  gapPx: 14,
  widthPx: 356,
  swipeThresholdPx: 20,
} as const

/** The app's own (non-sonner) toast queue: one toast at a time, removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY_MS = 1_000_000
