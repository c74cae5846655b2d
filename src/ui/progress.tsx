import * as ProgressPrimitive from '@radix-ui/react-progress'
import { useId } from 'react'
import { cn } from './cn.ts'

interface ProgressProps {
  /** 0 to max; null while the amount is unknown (indeterminate). */
  value: number | null
  max?: number
  /** Names the bar: 'Uploading photo.jpg', 'Step 2 of 4'. */
  label: string
  /** Show the label and the percentage above the bar. */
  showLabel?: boolean
  tone?: 'primary' | 'success' | 'warning' | 'danger'
  className?: string
}

const TONES = {
  primary: 'bg-primary',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
} as const

/** A progress bar (role progressbar with its value) for uploads and wizards (001 §2: step / 3). */
export function Progress({
  value,
  max = 100,
  label,
  showLabel = false,
  tone = 'primary',
  className,
}: ProgressProps) {
  const labelId = useId()
  const percent = value === null ? null : Math.round((Math.min(Math.max(value, 0), max) / max) * 100)
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className={cn('flex justify-between text-sm', !showLabel && 'sr-only')}>
        <span id={labelId}>{label}</span>
        {percent !== null && <span className="tabular-nums text-muted-foreground">{percent}%</span>}
      </div>
      <ProgressPrimitive.Root
        value={value}
        max={max}
        aria-labelledby={labelId}
        className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <ProgressPrimitive.Indicator
          className={cn(
            'h-full rounded-full transition-[width] duration-300 ease-standard',
            TONES[tone],
            percent === null && 'w-1/3 animate-shimmer',
          )}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </ProgressPrimitive.Root>
    </div>
  )
}
