import type { ComponentProps, ReactNode } from 'react'
import { cn } from './cn.ts'

interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The spec's words for the empty list ('Inbox is Empty', 'No sessions found'). */
  title: ReactNode
  description?: ReactNode
  /** An icon from src/ui/icons.ts, e.g. `<Inbox />`. */
  icon?: ReactNode
  /** The next step: usually one Button. */
  action?: ReactNode
  headingLevel?: 2 | 3 | 4
}

/** Shown when the data has loaded and there is none; never while loading. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 3,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon && (
        <div
          aria-hidden="true"
          className="grid size-12 place-content-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon}
        </div>
      )}
      <Heading className="text-base font-semibold">{title}</Heading>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-1">{action}</div>}
    </div>
  )
}
