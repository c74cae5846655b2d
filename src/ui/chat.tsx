import { AlertCircle, Clock } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { Avatar } from './avatar.tsx'
import { cn } from './cn.ts'

/**
 * A message thread (YEL Room, the assistant): a log that announces new messages politely. Give it a
 * label ('Messages with your advisor'); the newest message goes last (002 §2.9: oldest first).
 */
export function ChatThread({ className, label, ...props }: ComponentProps<'div'> & { label: string }) {
  return (
    <div
      role="log"
      aria-label={label}
      aria-live="polite"
      className={cn('flex flex-col gap-3 overflow-y-auto p-1', className)}
      {...props}
    />
  )
}

interface ChatBubbleProps {
  /** Who wrote it, shown above the bubble and read out with it. */
  author: string
  children: ReactNode
  /** A <time dateTime> element or a short text. */
  time?: ReactNode
  /** mine: the member's own (right, brand colour); advisor: the advisor's (accent edge); other: peers. */
  from?: 'mine' | 'advisor' | 'other'
  /** Queued offline or refused by the server: said in words next to the time. */
  status?: 'sent' | 'sending' | 'failed'
  /** Retry / Discard for a failed message. */
  actions?: ReactNode
  avatarSrc?: string | null
}

export function ChatBubble({
  author,
  children,
  time,
  from = 'other',
  status = 'sent',
  actions,
  avatarSrc,
}: ChatBubbleProps) {
  const mine = from === 'mine'
  return (
    <div
      className={cn(
        'flex max-w-[85%] items-end gap-2 md:max-w-[70%]',
        mine ? 'flex-row-reverse self-end' : 'self-start',
      )}
    >
      {!mine && <Avatar name={author} src={avatarSrc ?? null} size="sm" decorative />}
      <div className={cn('grid gap-1', mine && 'justify-items-end')}>
        <p className={cn('px-1 text-xs font-medium text-muted-foreground', mine && 'sr-only')}>{author}</p>
        <div
          className={cn(
            'rounded-2xl px-3.5 py-2 text-sm leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]',
            mine && 'rounded-br-md bg-primary text-primary-foreground',
            from === 'advisor' && 'rounded-bl-md border-l-4 border-accent bg-muted text-foreground',
            from === 'other' && 'rounded-bl-md bg-muted text-foreground',
            status === 'failed' && 'ring-2 ring-danger',
          )}
        >
          {children}
        </div>
        <div className="flex items-center gap-1.5 px-1 text-xs text-muted-foreground">
          {time}
          {status === 'sending' && (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3" />
              Sending…
            </span>
          )}
          {status === 'failed' && (
            <span className="inline-flex items-center gap-1 font-medium text-danger-soft-foreground">
              <AlertCircle aria-hidden="true" className="size-3" />
              Not sent
            </span>
          )}
          {actions}
        </div>
      </div>
    </div>
  )
}
