import { CircleAlert, RefreshCw } from 'lucide-react'
import { type ComponentProps, type ReactNode, useState } from 'react'
import { Button } from './button.tsx'
import { cn } from './cn.ts'

interface ErrorStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  title?: ReactNode
  /** What went wrong, in the spec's words where it has them. */
  message?: ReactNode
  /** Shows a Retry button; while a returned promise runs the button shows it is busy. */
  onRetry?: () => unknown
  retryLabel?: string
  /** compact: an inline box inside a card or list; page: the whole screen failed. */
  size?: 'compact' | 'page'
  /** The title's element: a heading when the error replaces a whole page. */
  titleAs?: 'p' | 'h1' | 'h2' | 'h3'
  /** More buttons after Retry (Go Home). */
  actions?: ReactNode
}

/** A screen or section that could not load, with Retry (role alert, so it is announced). */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Retry',
  size = 'compact',
  titleAs: Title = 'p',
  actions,
  className,
  ...props
}: ErrorStateProps) {
  const [retrying, setRetrying] = useState(false)
  const retry = async () => {
    if (!onRetry) return
    setRetrying(true)
    try {
      await onRetry()
    } finally {
      setRetrying(false)
    }
  }
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-3 rounded-xl border border-danger/40 bg-danger-soft text-danger-soft-foreground',
        size === 'page' ? 'flex-col items-center px-6 py-10 text-center' : 'items-start p-4',
        className,
      )}
      {...props}
    >
      <CircleAlert
        aria-hidden="true"
        className={cn('shrink-0', size === 'page' ? 'size-8' : 'mt-0.5 size-5')}
      />
      <div className={cn('grid gap-1', size === 'page' && 'justify-items-center')}>
        <Title className={cn('font-semibold', size === 'page' && 'text-lg')}>{title}</Title>
        {message && <p className="text-sm">{message}</p>}
        {(onRetry || actions) && (
          <div className={cn('mt-2 flex flex-wrap gap-2', size === 'page' && 'justify-center')}>
            {onRetry && (
              <Button variant="outline" size="sm" loading={retrying} onClick={() => void retry()}>
                {!retrying && <RefreshCw aria-hidden="true" />}
                {retryLabel}
              </Button>
            )}
            {actions}
          </div>
        )}
      </div>
    </div>
  )
}
