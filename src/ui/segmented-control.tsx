import { cn } from './cn.ts'

export interface Segment<Value extends string> {
  value: Value
  label: string
}

interface SegmentedControlProps<Value extends string> {
  /** Names the group ('Sign in or sign up'). */
  label: string
  segments: readonly Segment<Value>[]
  value: Value
  onChange: (value: Value) => void
  className?: string
}

/**
 * Two to four mutually exclusive modes as toggle buttons (aria-pressed), for switching a form's mode.
 * For switching between panels of content use Tabs.
 */
export function SegmentedControl<Value extends string>({
  label,
  segments,
  value,
  onChange,
  className,
}: SegmentedControlProps<Value>) {
  return (
    <fieldset className={cn('inline-flex w-fit gap-1 rounded-lg bg-muted p-1', className)}>
      <legend className="sr-only">{label}</legend>
      {segments.map((segment) => (
        <button
          key={segment.value}
          type="button"
          aria-pressed={segment.value === value}
          onClick={() => onChange(segment.value)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
            'aria-pressed:bg-surface aria-pressed:text-foreground aria-pressed:shadow-sm',
          )}
        >
          {segment.label}
        </button>
      ))}
    </fieldset>
  )
}
