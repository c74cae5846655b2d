import type { ComponentProps, ReactNode } from 'react'
import { cn } from './cn.ts'

const DOT_TONES = {
  neutral: 'bg-tier-base',
  brand: 'bg-primary',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
  info: 'bg-info',
} as const

export type TimelineTone = keyof typeof DOT_TONES

/** A vertical timeline (sessions, activity, milestones): an ordered list, newest or oldest first as given. */
export function Timeline({ className, label, ...props }: ComponentProps<'ol'> & { label: string }) {
  return <ol aria-label={label} className={cn('relative grid gap-6 pl-6', className)} {...props} />
}

interface TimelineItemProps extends Omit<ComponentProps<'li'>, 'title'> {
  title: ReactNode
  /** When it happened; pass a <time dateTime> element. */
  time?: ReactNode
  /** The dot's colour; the status words belong in the content too (a StatusBadge), colour alone says nothing. */
  tone?: TimelineTone
  /** A Badge next to the title (status, workflow label). */
  badge?: ReactNode
  /** Buttons under the content. */
  actions?: ReactNode
  /** Draw the connecting line down to the next item (off for the last one). */
  connector?: boolean
}

export function TimelineItem({
  title,
  time,
  tone = 'brand',
  badge,
  actions,
  connector = true,
  className,
  children,
  ...props
}: TimelineItemProps) {
  return (
    <li className={cn('relative grid gap-1', className)} {...props}>
      <span
        aria-hidden="true"
        className={cn('absolute top-1.5 -left-6 size-3 rounded-full ring-4 ring-background', DOT_TONES[tone])}
      />
      {connector && (
        <span aria-hidden="true" className="absolute top-5 -bottom-5 -left-[1.1875rem] w-px bg-border" />
      )}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <p className="font-medium">{title}</p>
        {badge}
      </div>
      {time && <div className="text-xs text-muted-foreground">{time}</div>}
      {children && <div className="text-sm text-muted-foreground">{children}</div>}
      {actions && <div className="mt-2 flex flex-wrap gap-2">{actions}</div>}
    </li>
  )
}
