import type { ComponentProps } from 'react'
import { cn } from './cn.ts'
import { controlClasses } from './control-classes.ts'
import { useFieldControl } from './field.tsx'

interface TextareaProps extends ComponentProps<'textarea'> {
  /**
   * Shows "n/max characters" under the box without enforcing it (the capture counter of 002 §9 shows
   * x/500 with no limit); pass maxLength as well to enforce.
   */
  counterMax?: number
}

export function Textarea({ className, counterMax, ...props }: TextareaProps) {
  const field = useFieldControl(props)
  const length = typeof props.value === 'string' ? props.value.length : undefined
  const box = (
    <textarea
      className={cn(controlClasses, 'min-h-20 resize-y py-2 leading-relaxed', className)}
      {...props}
      id={field.id}
      aria-describedby={field['aria-describedby']}
      aria-invalid={field['aria-invalid']}
      required={field.required}
    />
  )
  if (counterMax === undefined || length === undefined) return box
  return (
    <div className="grid gap-1">
      {box}
      <p className="justify-self-end text-xs tabular-nums text-muted-foreground" aria-live="polite">
        {length}/{counterMax}
        <span className="sr-only"> characters</span>
      </p>
    </div>
  )
}
