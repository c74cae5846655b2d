import { cn } from './cn.ts'

/**
 * Shared look of text-like controls: 40 px tall, a 3:1 border, the focus ring, red when invalid. A file of
 * its own so the header's quick search, on every first load, takes the look without Field and its label.
 */
export const controlClasses = cn(
  'w-full min-w-0 rounded-md border border-input bg-surface px-3 text-base text-foreground shadow-xs md:text-sm',
  'transition-[border-color,box-shadow] duration-150',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/40',
)
