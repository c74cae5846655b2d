/** Display formats of the board screens (en-GB, as the rest of the console). */
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})

export function formatDate(value: string): string {
  const time = Date.parse(value)
  return Number.isNaN(time) ? value : DATE.format(time)
}

export function formatDateTime(value: string): string {
  const time = Date.parse(value)
  return Number.isNaN(time) ? value : DATE_TIME.format(time)
}

/** Where the card page's Back to Board leads: the console tab it was opened from, else the mobile board. */
export type BoardOrigin = 'console' | 'mobile'

export function boardPath(origin: BoardOrigin): string {
  return origin === 'console' ? '/dashboard?tab=julboard' : '/app/julboard'
}

export function originFrom(state: unknown): BoardOrigin {
  return state !== null && typeof state === 'object' && 'from' in state && state.from === 'console'
    ? 'console'
    : 'mobile'
}
