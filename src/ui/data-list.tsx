import type { ComponentProps, ReactNode } from 'react'
import { cn } from './cn.ts'

/**
 * A stacked list of rows (the phone-friendly table): sessions, captures, notifications. Sort it with
 * useSortedRows from sort-rows.ts and a Select as its toolbar.
 */
export function DataList({
  className,
  label,
  ...props
}: ComponentProps<'ul'> & { /** Names the list for screen readers. */ label: string }) {
  return (
    <ul
      aria-label={label}
      className={cn(
        'divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface',
        className,
      )}
      {...props}
    />
  )
}

interface DataListItemProps extends Omit<ComponentProps<'li'>, 'title'> {
  title: ReactNode
  description?: ReactNode
  /** Small print under the title: time, location, tags. */
  meta?: ReactNode
  /** An Avatar or an icon at the start. */
  leading?: ReactNode
  /** A Badge, a value or actions at the end. */
  trailing?: ReactNode
}

/** One row. To make the whole row a link, put a Link as the title with the `after:absolute after:inset-0` class. */
export function DataListItem({
  title,
  description,
  meta,
  leading,
  trailing,
  className,
  ...props
}: DataListItemProps) {
  return (
    <li
      className={cn(
        'relative flex items-start gap-3 px-4 py-3 focus-within:bg-muted/50 hover:bg-muted/40',
        className,
      )}
      {...props}
    >
      {leading && <div className="shrink-0">{leading}</div>}
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="truncate text-sm font-medium">{title}</div>
        {description && <div className="line-clamp-2 text-sm text-muted-foreground">{description}</div>}
        {meta && (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            {meta}
          </div>
        )}
      </div>
      {trailing && <div className="relative z-(--z-raised) flex shrink-0 items-center gap-2">{trailing}</div>}
    </li>
  )
}
