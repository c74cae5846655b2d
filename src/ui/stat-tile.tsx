import { ArrowDownRight, ArrowUpRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from './cn.ts'

interface StatTileProps {
  label: string
  /** Already formatted: '€15,000', '18 months' (format money with src/lib/currency.ts). */
  value: ReactNode
  /** A change against the previous period, e.g. '+12%'; its direction sets the arrow and colour. */
  delta?: {
    text: string
    direction: 'up' | 'down' /** Up is bad (burn rate): colour it as such. */
    inverse?: boolean
  }
  hint?: ReactNode
  icon?: ReactNode
  className?: string
}

/** One board metric (001 §9: MRR, Runway, Pipeline, Team). Read as "label, value, change". */
export function StatTile({ label, value, delta, hint, icon, className }: StatTileProps) {
  const good = delta ? (delta.direction === 'up') !== (delta.inverse ?? false) : true
  return (
    <div className={cn('grid gap-2 rounded-xl border border-border bg-surface p-4 shadow-xs', className)}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {icon && (
          <span aria-hidden="true" className="text-muted-foreground [&_svg]:size-4">
            {icon}
          </span>
        )}
      </div>
      <p className="text-2xl font-semibold tracking-tight tabular-nums">{value}</p>
      {(delta || hint) && (
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {delta && (
            <span
              className={cn(
                'inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 font-medium',
                good
                  ? 'bg-success-soft text-success-soft-foreground'
                  : 'bg-danger-soft text-danger-soft-foreground',
              )}
            >
              {delta.direction === 'up' ? (
                <ArrowUpRight aria-hidden="true" className="size-3" />
              ) : (
                <ArrowDownRight aria-hidden="true" className="size-3" />
              )}
              <span className="sr-only">{delta.direction === 'up' ? 'Up' : 'Down'} </span>
              {delta.text}
            </span>
          )}
          {hint && <span className="text-muted-foreground">{hint}</span>}
        </div>
      )}
    </div>
  )
}
