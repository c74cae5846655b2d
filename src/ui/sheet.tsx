import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cva } from 'class-variance-authority'
import { X } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from './cn.ts'
import { DialogOverlay } from './dialog.tsx'

/**
 * A dialog that slides in from an edge: the bottom on phones, the side on desktops ("responsive", the
 * default). Same behaviour as Dialog: focus trap, Escape, focus back to the trigger; needs a SheetTitle.
 */
export const Sheet = DialogPrimitive.Root
export const SheetTrigger = DialogPrimitive.Trigger
export const SheetClose = DialogPrimitive.Close

const sheetVariants = cva(
  'fixed z-(--z-modal) flex flex-col gap-4 bg-surface text-surface-foreground shadow-xl outline-none',
  {
    variants: {
      side: {
        bottom: [
          'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl border-t border-border px-5 pt-3 pb-[calc(1.25rem+var(--safe-bottom))]',
          'data-[state=open]:animate-sheet-up data-[state=closed]:animate-sheet-down',
        ],
        right: [
          'inset-y-0 right-0 h-full w-full max-w-md border-l border-border p-6',
          'data-[state=open]:animate-sheet-left data-[state=closed]:animate-sheet-right',
        ],
        responsive: [
          'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl border-t border-border px-5 pt-3 pb-[calc(1.25rem+var(--safe-bottom))]',
          'data-[state=open]:animate-sheet-up data-[state=closed]:animate-sheet-down',
          'md:inset-x-auto md:inset-y-0 md:right-0 md:h-full md:max-h-none md:w-full md:max-w-md md:rounded-none md:border-t-0 md:border-l md:p-6',
          'md:data-[state=open]:animate-sheet-left md:data-[state=closed]:animate-sheet-right',
        ],
      },
    },
    defaultVariants: { side: 'responsive' },
  },
)

interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: 'bottom' | 'right' | 'responsive'
  showClose?: boolean
}

export function SheetContent({
  className,
  children,
  side = 'responsive',
  showClose = true,
  ...props
}: SheetContentProps) {
  const hasHandle = side !== 'right'
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {hasHandle && (
          <div
            aria-hidden="true"
            className={cn(
              'mx-auto h-1.5 w-10 shrink-0 rounded-full bg-border',
              side === 'responsive' && 'md:hidden',
            )}
          />
        )}
        {children}
        {showClose && (
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-3 right-3 grid size-9 place-content-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1 pr-10', className)} {...props} />
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold tracking-tight', className)} {...props} />
  )
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
}

/** The scrolling middle of a sheet. */
export function SheetBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('-mx-1 min-h-0 flex-1 overflow-y-auto px-1', className)} {...props} />
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  )
}
