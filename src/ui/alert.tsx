import { cva, type VariantProps } from 'class-variance-authority'
import { CheckCircle2, CircleAlert, Info, TriangleAlert } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from './cn.ts'

const alertVariants = cva(
  'flex items-start gap-3 rounded-lg border p-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        info: 'border-info/30 bg-info-soft text-info-soft-foreground',
        success: 'border-success/30 bg-success-soft text-success-soft-foreground',
        warning: 'border-warning/30 bg-warning-soft text-warning-soft-foreground',
        danger: 'border-danger/40 bg-danger-soft text-danger-soft-foreground',
      },
    },
    defaultVariants: { variant: 'info' },
  },
)

const ICONS = { info: Info, success: CheckCircle2, warning: TriangleAlert, danger: CircleAlert } as const

interface AlertProps extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof alertVariants> {
  title?: ReactNode
  /** Buttons at the end (Retry / Discard of a failed write). */
  actions?: ReactNode
}

/**
 * An inline message box. danger is the spec's "red box" for inline errors and is announced (role alert);
 * the others are polite status messages.
 */
export function Alert({ variant = 'info', title, actions, className, children, ...props }: AlertProps) {
  const Icon = ICONS[variant ?? 'info']
  return (
    <div
      role={variant === 'danger' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="[overflow-wrap:anywhere]">{children}</div>}
      </div>
      {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
    </div>
  )
}
