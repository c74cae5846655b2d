import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import type { ReactNode } from 'react'
import { cn } from './cn.ts'

interface TooltipProps {
  /** What the tooltip says. It supplements a visible or aria label; it never replaces one. */
  content: ReactNode
  /** The element it describes; must be focusable (a Button, IconButton or link). */
  children: ReactNode
  side?: 'top' | 'right' | 'bottom' | 'left'
  /** Controlled by help mode (001 §2 "Help and learning"): open/close it from outside. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  delayMs?: number
  className?: string
}

/**
 * A hint on hover and keyboard focus, dismissed with Escape (Radix Tooltip). Each tooltip brings its own
 * provider, so screens do not need one at the root.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  open,
  onOpenChange,
  delayMs = 300,
  className,
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayMs}>
      <TooltipPrimitive.Root
        {...(open === undefined ? {} : { open })}
        {...(onOpenChange ? { onOpenChange } : {})}
      >
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cn(
              'z-(--z-tooltip) max-w-64 rounded-md bg-neutral-900 px-2.5 py-1.5 text-xs leading-snug text-white shadow-md',
              'dark:bg-neutral-100 dark:text-neutral-950',
              'data-[state=delayed-open]:animate-fade-in data-[state=instant-open]:animate-fade-in data-[state=closed]:animate-fade-out',
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-neutral-900 dark:fill-neutral-100" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  )
}
