import type { ComponentProps } from 'react'
import { cn } from './cn.ts'

/** A grey placeholder block; decorative. Wrap a group of them in LoadingState so the wait is announced. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-shimmer rounded-md bg-muted', className)} {...props} />
  )
}

/** Lines of text-sized skeletons; the last one shorter, as a paragraph ends. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('grid gap-2', className)}>
      {Array.from({ length: lines }, (_, index) => ({ key: `line-${index}`, last: index === lines - 1 })).map(
        (line) => (
          <Skeleton key={line.key} className={cn('h-3.5', line.last && lines > 1 ? 'w-3/5' : 'w-full')} />
        ),
      )}
    </div>
  )
}

interface LoadingStateProps extends ComponentProps<'div'> {
  /** What screen readers hear: the spec's words where it has them ('Loading your dashboard...'). */
  label?: string
}

/**
 * The loading state of a screen (before the first pull: never an empty state then). Children are the
 * skeleton of the content to come; without children it shows three skeleton lines.
 */
export function LoadingState({ label = 'Loading...', className, children, ...props }: LoadingStateProps) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={cn('grid gap-4', className)} {...props}>
      <span className="sr-only">{label}</span>
      {children ?? <SkeletonText />}
    </div>
  )
}
